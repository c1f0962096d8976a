import type { adminOrderNoteSchema } from '@fengshui/shared/admin-orders';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { type AdminOrderActionResponse, useAdminOrderAction } from './admin-order-action.ts';

export type AdminOrderNote = z.infer<typeof adminOrderNoteSchema>;

/** POST /admin/orders/:orderId/cancel {note?}: cancels, puts the stock back, and marks a refund due when paid online. */
export const cancelAdminOrder = (orderId: number, body: AdminOrderNote) =>
  apiRequest<AdminOrderActionResponse>(`/admin/orders/${orderId}/cancel`, { method: 'POST', body });

export function useCancelAdminOrder(orderId: number) {
  return useAdminOrderAction(orderId, cancelAdminOrder);
}
