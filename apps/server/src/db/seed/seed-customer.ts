import { and, asc, eq, ilike, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { createUser } from '../factories/users.ts';
import { barangays, cities, districts, provinces, regions, shippingAddresses } from '../schema/index.ts';

// README "Demo accounts": the shopper a newcomer signs in as.
export const DEMO_CUSTOMER = {
  email: 'demo@fengshuiprosper.ph',
  username: 'demo',
  password: 'Prosper!2026',
  firstName: 'Maria',
  lastName: 'Santos',
  phone: '09171234567',
} as const;

/** A place in Makati (any city with barangays when the location data lacks it) for the demo address. */
async function demoPlace(db: DbOrTx) {
  const [city] = await db
    .select()
    .from(cities)
    .where(and(ilike(cities.name, '%Makati%'), isNotNull(cities.districtCode)))
    .limit(1);
  const chosen = city ?? (await db.select().from(cities).orderBy(asc(cities.code)).limit(1))[0];
  if (!chosen) return null;
  const [barangay] = await db
    .select()
    .from(barangays)
    .where(eq(barangays.cityCode, chosen.code))
    .orderBy(asc(barangays.name))
    .limit(1);
  const [region] = await db.select().from(regions).where(eq(regions.code, chosen.regionCode));
  const parentCode = chosen.districtCode ?? chosen.provinceCode;
  const [parent] = chosen.districtCode
    ? await db.select().from(districts).where(eq(districts.code, chosen.districtCode))
    : await db
        .select()
        .from(provinces)
        .where(eq(provinces.code, parentCode ?? ''));
  if (!barangay || !region || !parent) return null;
  return { city: chosen, barangay, region, parent };
}

/** A verified customer with a default address, so checkout can be tried at once. */
export async function seedDemoCustomer(db: DbOrTx): Promise<void> {
  const user = await createUser(db, { ...DEMO_CUSTOMER, verified: true });
  const place = await demoPlace(db);
  if (!place) return;
  await db.insert(shippingAddresses).values({
    userId: user.id,
    recipientName: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`,
    phone: DEMO_CUSTOMER.phone,
    houseNumber: 'Unit 1203',
    building: 'Jade Tower',
    streetName: 'Ayala Avenue',
    regionId: place.region.code,
    region: place.region.name,
    provinceId: place.parent.code,
    province: place.parent.name,
    cityId: place.city.code,
    city: place.city.name,
    barangayId: place.barangay.code,
    barangay: place.barangay.name,
    postcode: place.city.postcode ?? '1226',
    addressType: 'home',
    isDefault: true,
  });
}
