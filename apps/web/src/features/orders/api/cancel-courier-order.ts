import type { courierCancelResponseSchema } from '@fengshui/shared/order-read';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderQuery, patchOrder } from './get-order.ts';
import { orderKeys } from './order-keys.ts';

export type CourierCancelResponse = Pick<z.infer<typeof courierCancelResponseSchema>, 'success' | 'message'>;

export interface CancelOrderInput {
  orderId: number;
  trackingNumber: string | null;
}

/**
 * docs/orders-and-delivery.md#cancelling: a booked parcel is cancelled through its tracking number
 * (DELETE /delivery/ninjavan/orders/:trackingId); an order the courier has not booked yet has nothing
 * to cancel there and is cancelled at once (POST /orders/:id/cancel).
 */
export const cancelCourierOrder = ({ orderId, trackingNumber }: CancelOrderInput) =>
  trackingNumber
    ? apiRequest<CourierCancelResponse>(`/delivery/ninjavan/orders/${encodeURIComponent(trackingNumber)}`, {
        method: 'DELETE',
      })
    : apiRequest<CourierCancelResponse>(`/orders/${orderId}/cancel`, { method: 'POST', body: {} });

export function useCancelCourierOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCourierOrder,
    // docs/orders-and-delivery.md#cancelling: after a cancel the status becomes cancelled locally.
    onSuccess: (_response, { orderId }) => {
      queryClient.setQueryData(orderQuery(orderId).queryKey, (cached) =>
        patchOrder(cached, { order_status: 'cancelled', cancelled_at: new Date().toISOString() }),
      );
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
