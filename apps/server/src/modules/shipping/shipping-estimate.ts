import { FALLBACK_SHIPPING_FEE } from '@fengshui/shared/constants';
import type { ShippingEstimateInput } from '@fengshui/shared/orders';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cities, districts, provinces } from '../../db/schema/index.ts';
import { parcelWeightKg, shippingFee, zoneOfRegion } from '../../integrations/ninjavan/rate-card.ts';

// Names are matched whole and case-insensitively; a % or _ typed by someone is a character, not a wildcard.
const exactly = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The region of the place asked about: by code when given, else by city and province names. */
async function regionOf(db: DbOrTx, input: ShippingEstimateInput): Promise<string | null> {
  if (input.region_id) return input.region_id;
  if (input.city_id) {
    const [city] = await db
      .select({ region: cities.regionCode })
      .from(cities)
      .where(eq(cities.code, input.city_id));
    return city?.region ?? null;
  }
  if (!input.city) return null;
  const [city] = await db
    .select({ region: cities.regionCode })
    .from(cities)
    .leftJoin(provinces, eq(provinces.code, cities.provinceCode))
    .leftJoin(districts, eq(districts.code, cities.districtCode))
    .where(
      and(
        ilike(cities.name, exactly(input.city)),
        input.state
          ? or(ilike(provinces.name, exactly(input.state)), ilike(districts.name, exactly(input.state)))
          : sql`true`,
      ),
    )
    .limit(1);
  return city?.region ?? null;
}

/**
 * docs/checkout-and-payment.md#messages: when the place cannot be priced the standard 250-peso rate applies, with a notice.
 * Weight: the given one, else 0.5 kg an item with 1 kg at least.
 */
export async function estimateShipping(db: DbOrTx, input: ShippingEstimateInput) {
  const weight = input.weight ?? parcelWeightKg(input.item_count ?? 1);
  const region = await regionOf(db, input);
  const zone = region ? zoneOfRegion(region) : null;
  if (!zone) {
    return {
      success: false,
      estimatedFee: FALLBACK_SHIPPING_FEE,
      weight,
      zone: null,
      error: 'Using standard shipping rate for your location',
    };
  }
  return { success: true, estimatedFee: shippingFee(zone, weight), weight, zone, error: null };
}
