import { ApiRequestError } from '../../../lib/api-client.ts';
import type { PaymentUrlResponse } from '../api/get-payment-url.ts';
import { PAYMENT_URL_MESSAGES } from './order-messages.ts';

export type ContinuePaymentOutcome =
  | { kind: 'redirect'; paymentUrl: string; hoursRemaining: number }
  | { kind: 'expired'; message: string }
  /** Paid meanwhile: the page reloads the order to show it. */
  | { kind: 'completed'; message: string }
  /** The session is gone: the page sends the customer to /login. */
  | { kind: 'login'; message: string }
  | { kind: 'failed'; message: string };

/** docs/orders-and-delivery.md#messages: what a payment-url answer means for the customer. */
export function continuePaymentOutcome(response: PaymentUrlResponse): ContinuePaymentOutcome {
  if (response.completed) return { kind: 'completed', message: PAYMENT_URL_MESSAGES.completed };
  if (response.expired) return { kind: 'expired', message: PAYMENT_URL_MESSAGES.expired };
  if (response.success && response.payment_url) {
    // docs/checkout-and-payment.md#limits: hours_remaining is shown rounded up.
    return {
      kind: 'redirect',
      paymentUrl: response.payment_url,
      hoursRemaining: Math.max(0, Math.ceil(response.hours_remaining)),
    };
  }
  return { kind: 'failed', message: PAYMENT_URL_MESSAGES.failed };
}

export function continuePaymentFailure(error: unknown): ContinuePaymentOutcome {
  if (error instanceof ApiRequestError && error.status === 401)
    return { kind: 'login', message: PAYMENT_URL_MESSAGES.login };
  if (error instanceof ApiRequestError && error.status === 404)
    return { kind: 'failed', message: PAYMENT_URL_MESSAGES.notFound };
  return { kind: 'failed', message: PAYMENT_URL_MESSAGES.failed };
}

export function hoursRemainingText(hours: number): string {
  return `You have ${hours} hour${hours === 1 ? '' : 's'} left to complete your payment. Taking you to the payment page…`;
}
