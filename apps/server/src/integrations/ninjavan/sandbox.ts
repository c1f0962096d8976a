import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { describeCourierStatus } from './courier-status.ts';
import { parcelWeightKg, shippingFee, zoneOfRegion } from './rate-card.ts';
import { checkCityServiceability } from './serviceable-cities.ts';
import type { CourierEvent, CourierProvider } from './types.ts';
import { renderWaybill } from './waybill-pdf.ts';
import { parseWebhookBody } from './webhook-body.ts';
import { webhookSignatureValid } from './webhook-signature.ts';

// The scans a real parcel gets at each step, so the sandbox timeline reads like Ninja Van's.
const SCAN_FOR_STATUS: Record<string, { status: string; location: string | null }> = {
  for_shipping: { status: 'Pending Pickup', location: null },
  ready_to_ship: { status: 'Pending Pickup', location: null },
  picked_up: { status: 'Successful Pickup', location: 'Shop warehouse' },
  shipped: { status: 'Successful Pickup', location: 'Shop warehouse' },
  in_transit: { status: 'Arrived at Sorting Hub', location: 'Metro Manila sorting hub' },
  out_for_delivery: { status: 'On Vehicle for Delivery', location: null },
  delivered: { status: 'Successful Delivery', location: null },
  returned: { status: 'Returned to Sender', location: 'Shop warehouse' },
  cancelled: { status: 'Cancelled', location: null },
};

/** Sandbox tracking numbers: NVSB + 10 characters, within Ninja Van's 9-18 character pattern. */
function sandboxTrackingNumber(): string {
  return `NVSB${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * The local stand-in for Ninja Van (docs/integrations/ninjavan.md#sandbox-courier): the shared rate card, tracking numbers, a generated
 * waybill, scans that follow the admin's moves, and webhooks signed with a secret of its own.
 */
export function createSandboxCourier(db: DbOrTx, options: { webhookSecret: string }): CourierProvider {
  return {
    name: 'sandbox',
    checkServiceability: (address) => checkCityServiceability(db, address),
    estimateShipping: async ({ regionCode, itemCount }) => {
      const zone = zoneOfRegion(regionCode);
      const weightKg = parcelWeightKg(itemCount);
      return zone ? { fee: shippingFee(zone, weightKg), weightKg } : null;
    },
    createOrder: async () => ({ trackingNumber: sandboxTrackingNumber() }),
    cancelOrder: async () => {},
    // The sandbox's scans are the ones recorded as the order moved; it has none of its own to pull.
    trackingEvents: async () => [],
    waybill: (details) => renderWaybill(details),
    parseWebhook: (rawBody, signature) =>
      webhookSignatureValid(rawBody, signature, options.webhookSecret) ? parseWebhookBody(rawBody) : null,
    eventForOrderStatus: (status, at): CourierEvent | null => {
      const scan = SCAN_FOR_STATUS[status];
      if (!scan) return null;
      return { ...scan, description: describeCourierStatus(scan.status), occurredAt: at };
    },
  };
}
