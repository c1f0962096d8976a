import { and, asc, eq, ilike, isNotNull } from 'drizzle-orm';
import { resolveAddressLocation } from '../../modules/locations/location-service.ts';
import type { DbOrTx } from '../client.ts';
import { createUser } from '../factories/users.ts';
import { barangays, cities, shippingAddresses } from '../schema/index.ts';

// README "Demo accounts": the shopper a newcomer signs in as.
export const DEMO_CUSTOMER = {
  email: 'demo@fengshuiprosper.ph',
  username: 'demo',
  password: 'Prosper!2026',
  firstName: 'Maria',
  lastName: 'Santos',
  phone: '09171234567',
} as const;

/** The codes of a barangay in Makati (any city with barangays when the location data lacks it). */
async function demoPlaceCodes(db: DbOrTx) {
  const [makati] = await db
    .select()
    .from(cities)
    .where(and(ilike(cities.name, '%Makati%'), isNotNull(cities.districtCode)))
    .limit(1);
  const city = makati ?? (await db.select().from(cities).orderBy(asc(cities.code)).limit(1))[0];
  if (!city) return null;
  const [barangay] = await db
    .select()
    .from(barangays)
    .where(eq(barangays.cityCode, city.code))
    .orderBy(asc(barangays.name))
    .limit(1);
  const parent = city.districtCode ?? city.provinceCode;
  if (!barangay || !parent) return null;
  return { region: city.regionCode, province: parent, city: city.code, barangay: barangay.code };
}

/** A verified customer with a default address, so checkout can be tried at once. */
export async function seedDemoCustomer(db: DbOrTx): Promise<void> {
  const user = await createUser(db, { ...DEMO_CUSTOMER, verified: true });
  const codes = await demoPlaceCodes(db);
  if (!codes) return;
  // Named exactly as an address saved from the account page would be.
  const place = await resolveAddressLocation(db, codes);
  await db.insert(shippingAddresses).values({
    userId: user.id,
    recipientName: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`,
    phone: DEMO_CUSTOMER.phone,
    houseNumber: 'Unit 1203',
    building: 'Jade Tower',
    streetName: 'Ayala Avenue',
    regionId: place.region.code,
    region: place.region.name,
    provinceId: place.province.code,
    province: place.province.name,
    cityId: place.city.code,
    city: place.city.name,
    barangayId: place.barangay!.code,
    barangay: place.barangay!.name,
    postcode: place.city.postcode ?? '1226',
    addressType: 'home',
    isDefault: true,
  });
}
