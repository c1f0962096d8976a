import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../client.ts';
import { createPastOrder } from '../factories/orders.ts';
import { createUser } from '../factories/users.ts';
import { orderableProducts } from './seed-orders.ts';

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 120;

// Customers across the islands whose past orders give the owner's insights a few months to chart
// (docs/admin.md#insights). They sign in with the factories' DEFAULT_TEST_PASSWORD.
export const HISTORY_SHOPPERS = [
  { email: 'grace.tan@example.ph', username: 'gracetan', firstName: 'Grace', lastName: 'Tan' },
  { email: 'paolo.santos@example.ph', username: 'paolosantos', firstName: 'Paolo', lastName: 'Santos' },
  { email: 'rhea.garcia@example.ph', username: 'rheagarcia', firstName: 'Rhea', lastName: 'Garcia' },
  { email: 'miguel.torres@example.ph', username: 'migueltorres', firstName: 'Miguel', lastName: 'Torres' },
  { email: 'joy.villanueva@example.ph', username: 'joyvillanueva', firstName: 'Joy', lastName: 'Villanueva' },
  { email: 'ramon.aquino@example.ph', username: 'ramonaquino', firstName: 'Ramon', lastName: 'Aquino' },
] as const;

const completedPath = [
  { status: 'processing' as const, afterHours: 1 },
  { status: 'for_packing' as const, afterHours: 5 },
  { status: 'packed' as const, afterHours: 20 },
  { status: 'for_shipping' as const, afterHours: 24 },
  { status: 'shipped' as const, afterHours: 30 },
  { status: 'delivered' as const, afterHours: 78 },
  { status: 'completed' as const, afterHours: 100 },
];
const cancelledPath = [{ status: 'cancelled' as const, afterHours: 3 }];

/**
 * About ninety finished orders over the past four months, two days old at the newest: completed
 * (paid online or cash collected) and a few cancelled, from shoppers in several provinces. Nothing
 * here waits for the order desk, and the sold counts are recounted from these orders afterwards.
 */
export async function seedOrderHistory(db: DbOrTx, now = new Date()): Promise<void> {
  const catalog = await orderableProducts(db, 20);
  if (catalog.length < 4) return;
  // Real PSGC places when the locations are loaded (npm start loads them before seeding).
  const places = await queryRows<{
    region_id: string;
    province_id: string;
    region: string;
    province: string;
    city: string | null;
  }>(
    db,
    sql`select r.code as region_id, p.code as province_id, r.name as region, p.name as province,
        (select c.name from cities c where c.province_code = p.code order by c.code limit 1) as city
      from provinces p join regions r on r.code = p.region_code
      where p.name in ('Cebu', 'Davao del Sur', 'Laguna', 'Pampanga', 'Iloilo', 'Benguet')
      order by p.name`,
  );
  const customers = [];
  for (const shopper of HISTORY_SHOPPERS)
    customers.push(await createUser(db, { ...shopper, verified: true }));
  // A steady order book that grows towards today: more orders in the recent weeks.
  for (let day = HISTORY_DAYS; day >= 2; day -= 1) {
    const ordersToday = day < 30 ? 1 + (day % 2) : day % 2;
    for (let n = 0; n < ordersToday; n += 1) {
      const seed = day * 3 + n;
      const customer = customers[seed % customers.length]!;
      const shopper = HISTORY_SHOPPERS[seed % HISTORY_SHOPPERS.length]!;
      const place = places.length > 0 ? places[seed % places.length] : undefined;
      const first = catalog[seed % catalog.length]!;
      const second = catalog[(seed * 7 + 3) % catalog.length]!;
      await createPastOrder(db, {
        userId: customer.id,
        recipientName: `${shopper.firstName} ${shopper.lastName}`,
        email: shopper.email,
        items:
          seed % 3 === 0 || first.id === second.id
            ? [{ product: first, quantity: 1 + (seed % 2) }]
            : [
                { product: first, quantity: 1 },
                { product: second, quantity: 1 },
              ],
        paymentMethod: seed % 3 === 1 ? 'cod' : 'dragonpay',
        // Placed during the Manila day, between 08:00 and 22:00.
        placedAt: new Date(now.getTime() - day * DAY_MS + ((seed * 5) % 14) * 3_600_000 - 2 * 3_600_000),
        path: seed % 11 === 0 ? cancelledPath : completedPath,
        ...(place
          ? {
              address: {
                region_id: place.region_id,
                province_id: place.province_id,
                region: place.region,
                province: place.province,
                city: place.city ?? '',
                barangay: 'Poblacion',
              },
            }
          : {}),
      });
    }
  }
}
