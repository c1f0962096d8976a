// docs/integrations/ninjavan.md#rate-card: no public rate API for the Philippines, so the estimate is the shop's own
// card by zone (from the PSGC region) and weight, shared by the sandbox and the real adapter.

export type Zone = 'metro_manila' | 'luzon' | 'visayas' | 'mindanao';

const REGION_ZONES: Record<string, Zone> = {
  '13': 'metro_manila',
  '01': 'luzon',
  '02': 'luzon',
  '03': 'luzon',
  '04': 'luzon',
  '05': 'luzon',
  '14': 'luzon',
  '17': 'luzon',
  '06': 'visayas',
  '07': 'visayas',
  '08': 'visayas',
  '09': 'mindanao',
  '10': 'mindanao',
  '11': 'mindanao',
  '12': 'mindanao',
  '16': 'mindanao',
  '19': 'mindanao',
};

/** Pesos for parcels up to 1, 3 and 5 kg, then per started kilogram above 5. */
const RATES: Record<Zone, { upTo1: number; upTo3: number; upTo5: number; perExtraKg: number }> = {
  metro_manila: { upTo1: 95, upTo3: 140, upTo5: 180, perExtraKg: 30 },
  luzon: { upTo1: 150, upTo3: 200, upTo5: 250, perExtraKg: 40 },
  visayas: { upTo1: 180, upTo3: 240, upTo5: 300, perExtraKg: 50 },
  mindanao: { upTo1: 200, upTo3: 260, upTo5: 320, perExtraKg: 55 },
};

export function zoneOfRegion(regionCode: string): Zone | null {
  return REGION_ZONES[regionCode.slice(0, 2)] ?? null;
}

/** docs/checkout-and-payment.md#limits: 0.5 kg an item, at least 1 kg. */
export function parcelWeightKg(itemCount: number): number {
  return Math.max(1, itemCount * 0.5);
}

export function shippingFee(zone: Zone, weightKg: number): number {
  const rate = RATES[zone];
  if (weightKg <= 1) return rate.upTo1;
  if (weightKg <= 3) return rate.upTo3;
  if (weightKg <= 5) return rate.upTo5;
  return rate.upTo5 + Math.ceil(weightKg - 5) * rate.perExtraKg;
}
