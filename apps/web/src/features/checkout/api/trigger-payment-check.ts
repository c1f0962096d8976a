import { apiRequest } from '../../../lib/api-client.ts';

// docs/checkout-and-payment.md#limits: the payment check has a 5-second timeout; a failure is only logged.
export const PAYMENT_CHECK_TIMEOUT_MS = 5_000;

/** Asks the server to re-check the customer's awaited payments; the number of orders it updated. */
export async function triggerPaymentCheck(): Promise<number> {
  try {
    const result = await apiRequest<{ success: boolean; updated: number }>(
      '/transactions/trigger-payment-check',
      { method: 'POST', body: {}, signal: AbortSignal.timeout(PAYMENT_CHECK_TIMEOUT_MS) },
    );
    return result.updated ?? 0;
  } catch (error) {
    console.warn('Payment check failed', error);
    return 0;
  }
}
