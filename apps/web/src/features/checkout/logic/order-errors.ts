import { ApiRequestError, reasonOf } from '../../../lib/api-client.ts';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';

export interface PriceChange {
  name: string;
  price_seen: number;
  price_now: number;
}

/** docs/checkout-and-payment.md#messages: what the shopper reads when placing the order fails. */
export function orderErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return CHECKOUT_MESSAGES.orderFailed;
  if (error.status === null) return CHECKOUT_MESSAGES.noResponse;
  if (error.code === 'PRICE_CHANGED') return CHECKOUT_MESSAGES.priceChanged;
  const message = reasonOf(error);
  const lower = message.toLowerCase();
  if (lower.includes('stock')) return CHECKOUT_MESSAGES.stock;
  if (lower.includes('phone')) return CHECKOUT_MESSAGES.phone;
  if (lower.includes('shipping details')) return CHECKOUT_MESSAGES.shippingDetails;
  return message || CHECKOUT_MESSAGES.orderFailed;
}

/** The 409 PRICE_CHANGED details, when the answer carries them. */
export function priceChanges(error: unknown): PriceChange[] {
  if (!(error instanceof ApiRequestError) || error.code !== 'PRICE_CHANGED') return [];
  if (!Array.isArray(error.details)) return [];
  return error.details.filter(
    (detail): detail is PriceChange =>
      typeof detail === 'object' &&
      detail !== null &&
      typeof (detail as PriceChange).name === 'string' &&
      typeof (detail as PriceChange).price_now === 'number',
  );
}

/** docs/checkout-and-payment.md#messages: the server's reason, or the network failure text. */
export function promotionErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status !== null && error.message) return reasonOf(error);
  return CHECKOUT_MESSAGES.promotionNetwork;
}

/** docs/checkout-and-payment.md#messages. */
export function verifyErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 401) return CHECKOUT_MESSAGES.verifyAuth;
  return CHECKOUT_MESSAGES.verifyFailed;
}
