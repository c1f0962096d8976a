import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { cities } from '../../db/schema/index.ts';
import type { AddressToCheck, Serviceability } from './types.ts';

// The serviceability messages of docs/accounts.md#messages.
export const SERVICEABLE_MESSAGE = 'This address is serviceable for delivery';
export const NOT_SERVICEABLE_MESSAGE = 'Address not serviceable by our courier';

/**
 * Ninja Van publishes no coverage API for the Philippines (docs/integrations/ninjavan.md#serviceability), so both the real adapter and
 * the sandbox answer from the shop's own per-city switch, which the owner edits in the admin.
 */
export async function checkCityServiceability(db: DbOrTx, address: AddressToCheck): Promise<Serviceability> {
  // Asked before every order: a named prepared statement, planned once per connection (db/prepared.ts).
  const [city] = await prepared(db, 'city_serviceable', (on) =>
    on
      .select({ serviceable: cities.serviceable })
      .from(cities)
      .where(eq(cities.code, sql.placeholder('cityCode')))
      .prepare('city_serviceable'),
  ).execute({ cityCode: address.cityCode });
  const serviceable = city?.serviceable ?? false;
  return { serviceable, message: serviceable ? SERVICEABLE_MESSAGE : NOT_SERVICEABLE_MESSAGE };
}
