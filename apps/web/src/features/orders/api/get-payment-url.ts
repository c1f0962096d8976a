import type { paymentUrlResponseSchema } from '@fengshui/shared/payments';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type PaymentUrlResponse = z.infer<typeof paymentUrlResponseSchema>;

/** GET /transactions/payment-url/:orderId: the gateway address while the payment window is open. */
export const getPaymentUrl = (orderId: number) =>
  apiRequest<PaymentUrlResponse>(`/transactions/payment-url/${orderId}`);

/** Asked on a click, not on load: a mutation in TanStack's terms, though the call is a GET. */
export function usePaymentUrl() {
  return useMutation({ mutationFn: getPaymentUrl });
}
