import { apiRequest } from '../../../lib/api-client.ts';

/** POST /transactions/payment: the gateway's payment_url for a dragonpay order. */
export const requestPayment = ({ orderId, email }: { orderId: number; email?: string }) =>
  apiRequest<{ success: boolean; payment_url?: string | null }>('/transactions/payment', {
    method: 'POST',
    body: { order_id: orderId, payment_method: 'dragonpay', payment_details: email ? { email } : {} },
  });
