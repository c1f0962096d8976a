import type { adminOrderStatusSchema } from '@fengshui/shared/admin-orders';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { type AdminOrderActionResponse, useAdminOrderAction } from './admin-order-action.ts';

export type AdminOrderStatusMove = z.infer<typeof adminOrderStatusSchema>;

/** POST /admin/orders/:orderId/status {status, note?}; 409 when the move is outside the status machine. */
export const updateAdminOrderStatus = (orderId: number, body: AdminOrderStatusMove) =>
  apiRequest<AdminOrderActionResponse>(`/admin/orders/${orderId}/status`, { method: 'POST', body });

export function useUpdateAdminOrderStatus(orderId: number) {
  return useAdminOrderAction(orderId, updateAdminOrderStatus);
}
