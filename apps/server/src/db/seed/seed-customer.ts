import { and, asc, eq, ilike, isNotNull } from 'drizzle-orm';
import { createAddress } from '../../modules/users/index.ts';
import type { DbOrTx } from '../client.ts';
import { createUser, DEFAULT_TEST_PASSWORD } from '../factories/users.ts';
import { barangays, cities } from '../schema/index.ts';

// README "Demo accounts": the shopper a newcomer signs in as. Every demo shopper has the same
// password, the factories' default, so the README names one.
export const DEMO_CUSTOMER = {
  email: 'demo@fengshuiprosper.ph',
  username: 'demo',
  password: DEFAULT_TEST_PASSWORD,
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
  return {
    region_id: city.regionCode,
    province_id: parent,
    city_id: city.code,
    barangay_id: barangay.code,
    postcode: city.postcode ?? '1226',
  };
}

/** A verified customer with a default address, so checkout can be tried at once. */
export async function seedDemoCustomer(db: DbOrTx): Promise<void> {
  const user = await createUser(db, { ...DEMO_CUSTOMER, verified: true });
  const codes = await demoPlaceCodes(db);
  if (!codes) return;
  // Saved exactly as the account page saves one (names looked up, the first address the default).
  await createAddress(db, user.id, {
    ...codes,
    recipient_name: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`,
    phone: DEMO_CUSTOMER.phone,
    house_number: 'Unit 1203',
    building: 'Jade Tower',
    street_name: 'Ayala Avenue',
    address_type: 'home',
    is_default: true,
  });
}
