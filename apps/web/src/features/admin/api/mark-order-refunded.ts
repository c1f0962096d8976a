import { apiRequest } from '../../../lib/api-client.ts';
import { type AdminOrderActionResponse, useAdminOrderAction } from './admin-order-action.ts';

/** POST /admin/orders/:orderId/refunded: a refund that was due has been paid back (refund_due -> refunded). */
export const markOrderRefunded = (orderId: number) =>
  apiRequest<AdminOrderActionResponse>(`/admin/orders/${orderId}/refunded`, { method: 'POST', body: {} });

export function useMarkOrderRefunded(orderId: number) {
  return useAdminOrderAction<void>(orderId, (id) => markOrderRefunded(id));
}
