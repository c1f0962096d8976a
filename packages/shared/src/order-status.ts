// The order status machine (docs/orders-and-delivery.md#order-statuses) and the rules the screens derive from it
// (docs/orders-and-delivery.md#order-statuses). One place, used by the server and the web app.

export const ORDER_STATUSES = [
  'pending_payment',
  'processing',
  'for_packing',
  'packed',
  'for_shipping',
  'ready_to_ship',
  'shipped',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'received',
  'completed',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'cod_pending',
  'cod_collected',
  'refund_due',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const SHIPPING_EXITS = ['returned'] as const;

/**
 * Where each status may go next. Courier events may skip stages (a parcel can be delivered without
 * an "on vehicle" scan), so the shipping stages allow later stages too; nothing ever goes back.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['processing', 'cancelled'],
  processing: ['for_packing', 'cancelled'],
  for_packing: ['packed', 'cancelled'],
  packed: ['for_shipping', 'ready_to_ship', 'cancelled'],
  for_shipping: ['ready_to_ship', 'shipped', 'picked_up', 'cancelled'],
  ready_to_ship: ['shipped', 'picked_up'],
  shipped: ['picked_up', 'in_transit', 'out_for_delivery', 'delivered', ...SHIPPING_EXITS],
  picked_up: ['in_transit', 'out_for_delivery', 'delivered', ...SHIPPING_EXITS],
  in_transit: ['out_for_delivery', 'delivered', ...SHIPPING_EXITS],
  // A failed attempt sends the parcel back to the hub before the next try.
  out_for_delivery: ['in_transit', 'delivered', ...SHIPPING_EXITS],
  delivered: ['received', 'completed', 'returned'],
  received: ['completed', 'returned'],
  completed: [],
  cancelled: [],
  returned: [],
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: string, to: string): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && ORDER_TRANSITIONS[from].includes(to);
}

/**
 * The moves the owner makes by hand. pending_payment -> processing is left to the payment itself
 * (a postback or the status inquiry), so an unpaid online order is never shipped by mistake.
 */
export function adminNextStatuses(from: string): OrderStatus[] {
  if (!isOrderStatus(from)) return [];
  return ORDER_TRANSITIONS[from].filter((to) => !(from === 'pending_payment' && to === 'processing'));
}

// docs/orders-and-delivery.md#cancelling: cancellable (case-insensitive) processing, for_packing, packed, for_shipping,
// pending. Our unpaid online orders are `pending_payment`, which is not in the list: the payment may be
// in flight at an over-the-counter channel, and the payment window cancels an unpaid order by itself.
export const CANCELLABLE_STATUSES = [
  'processing',
  'for_packing',
  'packed',
  'for_shipping',
  'pending',
] as const;

export const CANCEL_MESSAGES = {
  shipped: 'This order has already been shipped and can no longer be cancelled.',
  picked_up: 'This order has already been picked up by the courier and can no longer be cancelled.',
  delivered: 'This order has already been delivered and can no longer be cancelled.',
  completed: 'This order is already completed and can no longer be cancelled.',
  cancelled: 'This order has already been cancelled.',
  returned: 'This order has been returned and can no longer be cancelled.',
  pending_payment:
    'This order is awaiting payment. It is cancelled automatically if the payment window closes unpaid.',
  default: 'Order cannot be cancelled. Please check the order status.',
} as const;

export function isCancellable(status: string): boolean {
  return (CANCELLABLE_STATUSES as readonly string[]).includes(status.trim().toLowerCase());
}

/** Why an order cannot be cancelled, or null when it can. */
export function cancelRefusal(status: string): string | null {
  const normalised = status.trim().toLowerCase();
  if (isCancellable(normalised)) return null;
  return CANCEL_MESSAGES[normalised as keyof typeof CANCEL_MESSAGES] ?? CANCEL_MESSAGES.default;
}

export const TRACKING_ID_MIN_LENGTH = 9;
export const RETURN_WINDOW_DAYS = 7;
export const ORDER_PAGE_SIZE = 20;
export const CANCEL_REDIRECT_MS = 2_000;

/** docs/orders-and-delivery.md#order-received: "Order Received is shown when status is delivered or received". */
export function canMarkReceived(status: string): boolean {
  return status === 'delivered' || status === 'received';
}

/** docs/orders-and-delivery.md#continue-payment: the three-part condition of Continue Payment. */
export function canContinuePayment(order: {
  order_status: string;
  payment_status: string;
  payment_method: string;
}): boolean {
  return (
    ['pending', 'processing', 'pending_payment'].includes(order.order_status) &&
    ['pending', 'awaiting_for_confirmation'].includes(order.payment_status) &&
    order.payment_method !== 'cod'
  );
}

export const ORDER_TABS = [
  { id: 'all', label: 'All Orders', statuses: null },
  { id: 'processing', label: 'Processing', statuses: ['processing', 'pending_payment', 'pending'] },
  { id: 'packing', label: 'Packing', statuses: ['for_packing', 'packed', 'for_shipping', 'ready_to_ship'] },
  { id: 'shipped', label: 'Shipped', statuses: ['shipped', 'picked_up', 'in_transit', 'out_for_delivery'] },
  { id: 'delivered', label: 'Delivered', statuses: ['delivered', 'received'] },
  { id: 'completed', label: 'Completed', statuses: ['completed', 'finished'] },
] as const;
export type OrderTab = (typeof ORDER_TABS)[number]['id'];
export const ORDER_TAB_IDS = ORDER_TABS.map((tab) => tab.id) as [OrderTab, ...OrderTab[]];

export function statusesOfTab(tab: OrderTab): readonly string[] | null {
  return ORDER_TABS.find((entry) => entry.id === tab)?.statuses ?? null;
}

export const TRACKER_STEPS = ['Processing', 'Packing', 'Shipped', 'Delivery', 'Received'] as const;

const TRACKER_STEP_OF: Record<string, number> = {
  processing: 0,
  for_packing: 1,
  packed: 1,
  for_shipping: 2,
  shipped: 2,
  picked_up: 2,
  // Not named by the spec: placed with their neighbours in the shipping stage.
  ready_to_ship: 2,
  in_transit: 2,
  out_for_delivery: 3,
  delivered: 4,
  received: 4,
  completed: 4,
};

/** The tracker's active step (0-4), or null for statuses that show no progress (pending_payment, returned, cancelled). */
export function trackerStep(status: string): number | null {
  return TRACKER_STEP_OF[status.toLowerCase()] ?? null;
}

const STATUS_RANK: Record<string, number> = {
  pending: 0,
  pending_payment: 0,
  processing: 1,
  for_packing: 2,
  packed: 3,
  for_shipping: 4,
  ready_to_ship: 4,
  shipped: 5,
  picked_up: 5,
  in_transit: 6,
  out_for_delivery: 7,
  delivered: 8,
  received: 9,
  completed: 9,
  finished: 9,
};

export interface TimelineEvent {
  status: string;
  date: string;
  location: string | null;
  description: string;
}

const HOUR_MS = 3_600_000;

// docs/orders-and-delivery.md#tracking: each entry, the status from which it shows, and its offset from
// placement. The payment entries are not here: they state what the payment record says (below).
const SYNTHETIC_STEPS = [
  { status: 'Order Processing', from: 2, hours: 6, description: 'Your order is being prepared.' },
  { status: 'Order Packed', from: 3, hours: 24, description: 'Your order has been packed.' },
  { status: 'Shipped', from: 5, hours: 30, description: 'Your parcel is on its way.' },
  { status: 'Delivered', from: 8, hours: 78, description: 'Your parcel has been delivered.' },
] as const;

const ONLINE_PAYMENT_TAKEN: readonly string[] = ['paid', 'refund_due', 'refunded'];

/** What the synthesised timeline reads of an order (the fields of the order read). */
export interface TimelineOrder {
  order_status: string;
  payment_method: string;
  payment_status: string;
  created_at: string;
  cancelled_at?: string | null;
}

/**
 * The timeline shown when the courier has given no events: Order Placed always, then each step the
 * order has reached, at the spec's offsets (1, 6, 24, 30, 78 hours). Latest first. It states only
 * what happened (docs/orders-and-delivery.md#tracking): "Payment Confirmed" only once an online
 * payment arrived; a cash-on-delivery order says it is paid on delivery, and "Paid on Delivery" once
 * the parcel was delivered or the cash collected; a cancelled order ends with its cancellation.
 */
export function synthesiseTimeline(order: TimelineOrder): TimelineEvent[] {
  const placed = new Date(order.created_at).getTime();
  const rank = STATUS_RANK[order.order_status.toLowerCase()] ?? 0;
  const cod = order.payment_method === 'cod';
  const at = (hours: number) => new Date(placed + hours * HOUR_MS).toISOString();
  const event = (status: string, date: string, description: string): TimelineEvent => ({
    status,
    date,
    location: null,
    description,
  });
  const events: TimelineEvent[] = [
    event(
      'Order Placed',
      at(0),
      cod
        ? 'Your order has been placed. You pay in cash when it is delivered.'
        : 'Your order has been placed.',
    ),
  ];
  if (!cod && ONLINE_PAYMENT_TAKEN.includes(order.payment_status)) {
    events.push(event('Payment Confirmed', at(1), 'Your payment has been confirmed.'));
  }
  for (const step of SYNTHETIC_STEPS) {
    if (rank >= step.from) events.push(event(step.status, at(step.hours), step.description));
  }
  if (cod && (rank >= STATUS_RANK.delivered! || order.payment_status === 'cod_collected')) {
    events.push(event('Paid on Delivery', at(78), 'You paid in cash on delivery.'));
  }
  if (order.order_status === 'cancelled') {
    events.push(event('Order Cancelled', order.cancelled_at ?? at(0), 'This order has been cancelled.'));
  }
  return events.reverse();
}

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  pending_payment: 'Pending Payment',
  processing: 'Processing',
  for_packing: 'For Packing',
  packed: 'Packed',
  for_shipping: 'For Shipping',
  ready_to_ship: 'Ready to Ship',
  shipped: 'Shipped',
  picked_up: 'Picked Up',
  in_transit: 'In Transit',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  received: 'Received',
  completed: 'Completed',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

const PAYMENT_LABELS: Record<string, string> = {
  pending: 'Pending',
  awaiting_for_confirmation: 'Awaiting Confirmation',
  paid: 'Paid',
  failed: 'Failed',
  cod_pending: 'Pending (Pay upon delivery)',
  cod_collected: 'Paid on delivery',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

const titleCase = (value: string) =>
  value
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

export function orderStatusLabel(status: string): string {
  return STATUS_LABELS[status.toLowerCase()] ?? titleCase(status.toLowerCase());
}

export function paymentStatusLabel(status: string): string {
  return PAYMENT_LABELS[status.toLowerCase()] ?? titleCase(status.toLowerCase());
}

export type StatusTone = 'amber' | 'blue' | 'indigo' | 'violet' | 'teal' | 'green' | 'red' | 'gray';

const STATUS_TONES: Record<string, StatusTone> = {
  pending: 'amber',
  pending_payment: 'amber',
  processing: 'blue',
  for_packing: 'indigo',
  packed: 'indigo',
  for_shipping: 'indigo',
  ready_to_ship: 'indigo',
  shipped: 'violet',
  picked_up: 'violet',
  in_transit: 'violet',
  out_for_delivery: 'teal',
  delivered: 'green',
  received: 'green',
  completed: 'green',
  cancelled: 'red',
  returned: 'red',
};

/** docs/orders-and-delivery.md#order-statuses: colours per status; an unknown status is grey. */
export function statusTone(status: string): StatusTone {
  return STATUS_TONES[status.toLowerCase()] ?? 'gray';
}

const TERMINAL: readonly string[] = ['completed', 'cancelled', 'returned'];

/**
 * A courier's scan may move an order further than the shop has (a parcel delivered while the desk
 * still says "packed"), but never backwards, out of an ended order, or into a cancellation the
 * machine does not allow.
 */
export function courierCanMove(from: string, to: string): boolean {
  if (canTransition(from, to)) return true;
  if (!isOrderStatus(from) || !isOrderStatus(to) || TERMINAL.includes(from) || to === 'cancelled')
    return false;
  const fromRank = STATUS_RANK[from] ?? 0;
  return fromRank >= STATUS_RANK.processing! && (STATUS_RANK[to] ?? 0) > fromRank;
}
