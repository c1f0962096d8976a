import { apiRequest } from '../../../lib/api-client.ts';
import { type AdminOrderActionResponse, useAdminOrderAction } from './admin-order-action.ts';

/** POST /admin/orders/:orderId/book-courier; 409 when already booked or not bookable. */
export const bookCourier = (orderId: number) =>
  apiRequest<AdminOrderActionResponse>(`/admin/orders/${orderId}/book-courier`, { method: 'POST', body: {} });

export function useBookCourier(orderId: number) {
  return useAdminOrderAction<void>(orderId, (id) => bookCourier(id));
}
