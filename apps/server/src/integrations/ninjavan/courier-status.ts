import type { OrderStatus } from '@fengshui/shared/order-status';

// docs/integrations/ninjavan.md#webhooks: Ninja Van's statuses mapped to our order statuses. A null status is
// recorded on the timeline but moves nothing (a failed attempt is retried by the courier).
const ORDER_STATUS_OF: Record<string, OrderStatus | null> = {
  'pending pickup': null,
  'successful pickup': 'picked_up',
  'pickup fail': null,
  'en-route to sorting hub': 'in_transit',
  'arrived at sorting hub': 'in_transit',
  'arrived at origin hub': 'in_transit',
  'arrived at destination hub': 'in_transit',
  'in transit': 'in_transit',
  'on vehicle for delivery': 'out_for_delivery',
  'first attempt delivery fail': null,
  'pending reschedule': null,
  'successful delivery': 'delivered',
  completed: 'delivered',
  'return to sender triggered': null,
  'returned to sender': 'returned',
  cancelled: 'cancelled',
};

// On the way back to the shop (the return leg) these scans are the parcel arriving there.
const RETURN_ARRIVALS = new Set(['successful delivery', 'completed', 'returned to sender']);

/**
 * The order status a scan moves the order to, or null. On the return leg the hubs and vans the parcel
 * passes are not the customer's delivery: only its arrival back at the shop moves the order.
 */
export function orderStatusForCourierStatus(status: string, returnLeg = false): OrderStatus | null {
  const key = status.trim().toLowerCase();
  if (returnLeg) return RETURN_ARRIVALS.has(key) ? 'returned' : null;
  return ORDER_STATUS_OF[key] ?? null;
}

const DESCRIPTIONS: Record<string, string> = {
  'pending pickup': 'The parcel is ready and waiting for the courier to pick it up.',
  'successful pickup': 'The courier has picked up the parcel.',
  'pickup fail': 'The courier could not pick up the parcel; another pickup is scheduled.',
  'en-route to sorting hub': 'The parcel is on its way to the sorting hub.',
  'arrived at sorting hub': 'The parcel has arrived at the sorting hub.',
  'on vehicle for delivery': 'The parcel is out for delivery.',
  'first attempt delivery fail': 'The courier could not deliver the parcel; it will try again.',
  'pending reschedule': 'The delivery is being rescheduled.',
  'successful delivery': 'The parcel has been delivered.',
  completed: 'The delivery is complete.',
  'return to sender triggered': 'The parcel is being returned to the shop.',
  'returned to sender': 'The parcel has been returned to the shop.',
  cancelled: 'The courier booking was cancelled.',
};

/** A plain-language line for the customer's timeline; a return-leg scan says where the parcel is going. */
export function describeCourierStatus(status: string, comments?: string | null, returnLeg = false): string {
  const key = status.trim().toLowerCase();
  const text = !returnLeg
    ? (DESCRIPTIONS[key] ?? status)
    : RETURN_ARRIVALS.has(key)
      ? DESCRIPTIONS['returned to sender']!
      : 'The parcel is on its way back to the shop.';
  return comments ? `${text} ${comments}`.slice(0, 1000) : text;
}
