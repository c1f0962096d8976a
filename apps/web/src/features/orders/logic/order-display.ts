import { ROW_ID_MAX } from '@fengshui/shared/constants';
import type { OrderItemRead, OrderRead, TrackingResponse } from '@fengshui/shared/order-read';
import {
  ORDER_TAB_IDS,
  type OrderTab,
  synthesiseTimeline,
  type TimelineEvent,
  type TimelineOrder,
} from '@fengshui/shared/order-status';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { InvalidResponseError } from './invalid-response.ts';
import { ORDER_PAGE_MESSAGES } from './order-messages.ts';

/** The tab named in `?tab=`, or All Orders for a missing or unknown one. */
export function readTab(value: string | null): OrderTab {
  return (ORDER_TAB_IDS as readonly string[]).includes(value ?? '') ? (value as OrderTab) : 'all';
}

/** The order id of the address, or null when it cannot be one (the page says "Order not found."). */
export function readOrderId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= ROW_ID_MAX ? id : null;
}

export function paymentMethodLabel(method: OrderRead['payment_method']): string {
  return method === 'cod' ? 'Cash on delivery' : 'Dragonpay online payment';
}

/** "Color: Red, Size: M", or nothing for a product without variants. */
export function variantText(attributes: OrderItemRead['variant_attributes']): string {
  if (!attributes) return '';
  return Object.entries(attributes)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name[0]?.toUpperCase() ?? ''}${name.slice(1)}: ${value}`)
    .join(', ');
}

export function itemCountLabel(count: number): string {
  return `${count} item${count === 1 ? '' : 's'}`;
}

/** The card shows the first item; the rest are counted ("and 2 more"). */
export function moreItemsText(items: readonly OrderItemRead[]): string {
  return items.length > 1 ? `and ${items.length - 1} more` : '';
}

/** docs/orders-and-delivery.md#messages. */
export function listErrorMessage(error: unknown): string {
  return error instanceof InvalidResponseError
    ? ORDER_PAGE_MESSAGES.listInvalid
    : ORDER_PAGE_MESSAGES.listFailed;
}

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** docs/orders-and-delivery.md#messages. */
export function detailErrorMessage(error: unknown): string {
  return isNotFound(error) ? ORDER_PAGE_MESSAGES.notFound : ORDER_PAGE_MESSAGES.detailFailed;
}

/** docs/orders-and-delivery.md#messages. */
export function trackingErrorMessage(error: unknown): string {
  return isNotFound(error) ? ORDER_PAGE_MESSAGES.notFound : ORDER_PAGE_MESSAGES.trackingFailed;
}

// The tracker shows no progress for these (docs/orders-and-delivery.md#order-detail); a sentence says where the order is.
const NO_PROGRESS_NOTES: Record<string, string> = {
  pending: 'This order is pending. Progress will show here once it is being processed.',
  pending_payment: 'Progress will show here once your payment is confirmed.',
  cancelled: 'This order has been cancelled.',
  returned: 'This order has been returned to us.',
};

export function noProgressNote(status: string): string {
  return NO_PROGRESS_NOTES[status.toLowerCase()] ?? 'Progress for this order is not available.';
}

/**
 * The delivery timeline, latest first: the courier's events, or while it has given none the
 * timeline the order status implies (docs/orders-and-delivery.md#tracking).
 */
export function deliveryTimeline(
  order: TimelineOrder,
  tracking: Pick<TrackingResponse, 'events'> | undefined,
): { events: TimelineEvent[]; synthesised: boolean } {
  if (tracking && tracking.events.length > 0) return { events: tracking.events, synthesised: false };
  return { events: synthesiseTimeline(order), synthesised: true };
}
