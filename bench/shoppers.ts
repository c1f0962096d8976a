import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../apps/server/src/db/client.ts';
import { createCategory, createProduct } from '../apps/server/src/db/factories/catalog.ts';
import { createUser } from '../apps/server/src/db/factories/users.ts';
import { createSession } from '../apps/server/src/modules/auth/session-service.ts';
import { createAddress } from '../apps/server/src/modules/users/address-service.ts';

export interface Shopper {
  userId: number;
  token: string;
}

/** A serviceable city of the real PSGC tables (loaded before), with one of its barangays. */
async function deliveryPlace(db: DbOrTx) {
  const [place] = await queryRows<{
    region: string;
    province: string;
    city: string;
    barangay: string;
    postcode: string | null;
    cityName: string;
    provinceName: string;
  }>(
    db,
    sql`select c.region_code as region, c.province_code as province, c.code as city, b.code as barangay,
      c.postcode, c.name as "cityName", p.name as "provinceName"
    from cities c join provinces p on p.code = c.province_code
    join barangays b on b.city_code = c.code
    where c.serviceable and c.postcode is not null
    order by c.code, b.code limit 1`,
  );
  if (!place) throw new Error('No serviceable city with a province: load the PSGC locations first');
  return place;
}

export type DeliveryPlace = Awaited<ReturnType<typeof deliveryPlace>>;

/**
 * Customers with a live session and a default address, made straight through the services (the
 * sign-up routes are rate-limited). No password: nobody signs in with it, and hashing thousands
 * would take minutes.
 */
export async function createShoppers(db: DbOrTx, count: number) {
  const place = await deliveryPlace(db);
  const shoppers: Shopper[] = [];
  for (let n = 0; n < count; n += 1) {
    const user = await createUser(db, {
      password: null,
      username: `bench${n}`,
      email: `bench${n}@example.ph`,
    });
    const { token } = await createSession(db, user.id);
    await createAddress(db, user.id, {
      region_id: place.region,
      province_id: place.province,
      city_id: place.city,
      barangay_id: place.barangay,
      house_number: String(n + 1),
      street_name: 'Rizal Street',
      postcode: place.postcode ?? '1000',
      address_type: 'home',
    });
    shoppers.push({ userId: user.id, token });
  }
  return { shoppers, place };
}

/** Products for the purchase path: plenty of stock to add and order, and the race's five-unit lots. */
export async function createPurchaseProducts(db: DbOrTx, options: { raceRounds: number }) {
  const category = await createCategory(db, { name: 'Bench Purchases', slug: 'bench-purchases' });
  const stocked = [];
  for (let n = 0; n < 10; n += 1) {
    stocked.push(
      await createProduct(db, {
        categoryId: category.id,
        name: `Bench Citrine Tree ${n}`,
        price: 1_280 + n,
        stock: 1_000_000,
        imageKeys: [`products/bench-purchase-${n}`],
      }),
    );
  }
  const lastUnits = [];
  for (let round = 0; round < options.raceRounds; round += 1) {
    lastUnits.push(
      await createProduct(db, {
        categoryId: category.id,
        name: `Bench Last Five ${round}`,
        price: 888,
        stock: 5,
      }),
    );
  }
  const price = (product: { priceCentavos: number }) => product.priceCentavos / 100;
  return {
    stocked: stocked.map((product) => ({ id: product.id, price: price(product) })),
    lastUnits: lastUnits.map((product) => ({ id: product.id, price: price(product) })),
  };
}
