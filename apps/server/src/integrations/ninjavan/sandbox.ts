import type { DbOrTx } from '../../db/client.ts';
import { parcelWeightKg, shippingFee, zoneOfRegion } from './rate-card.ts';
import { checkCityServiceability } from './serviceable-cities.ts';
import type { CourierProvider } from './types.ts';

/** The local stand-in for Ninja Van; bookings, tracking and waybills join it with the orders issue. */
export function createSandboxCourier(db: DbOrTx): CourierProvider {
  return {
    name: 'sandbox',
    checkServiceability: (address) => checkCityServiceability(db, address),
    estimateShipping: async ({ regionCode, itemCount }) => {
      const zone = zoneOfRegion(regionCode);
      const weightKg = parcelWeightKg(itemCount);
      return zone ? { fee: shippingFee(zone, weightKg), weightKg } : null;
    },
  };
}
