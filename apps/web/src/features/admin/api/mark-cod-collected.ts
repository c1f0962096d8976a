import { apiRequest } from '../../../lib/api-client.ts';
import { type AdminOrderActionResponse, useAdminOrderAction } from './admin-order-action.ts';

/** POST /admin/orders/:orderId/cod-collected: the courier has handed over the cash. */
export const markCodCollected = (orderId: number) =>
  apiRequest<AdminOrderActionResponse>(`/admin/orders/${orderId}/cod-collected`, {
    method: 'POST',
    body: {},
  });

export function useMarkCodCollected(orderId: number) {
  return useAdminOrderAction<void>(orderId, (id) => markCodCollected(id));
}
