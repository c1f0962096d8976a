// docs/checkout-and-payment.md#payment-check and #limits: 1 second after start, once a browser
// session, or again whenever the page is reloaded (the shopper may be back from the gateway).
export const PAYMENT_CHECK_DELAY_MS = 1_000;
export const PAYMENT_CHECK_SESSION_FLAG = 'paymentCheckTriggered';

export function shouldCheckPaymentsAtStart(navigationType: string | undefined, flag: string | null): boolean {
  return navigationType === 'reload' || flag === null;
}
