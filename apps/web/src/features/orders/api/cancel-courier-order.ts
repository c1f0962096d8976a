import type { courierCancelResponseSchema } from '@fengshui/shared/order-read';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderQuery, patchOrder } from './get-order.ts';
import { orderKeys } from './order-keys.ts';

export type CourierCancelResponse = z.infer<typeof courierCancelResponseSchema>;

export interface CancelOrderInput {
  orderId: number;
  trackingNumber: string;
}

/** DELETE /delivery/ninjavan/orders/:trackingId: cancels the booking and the order (docs/orders-and-delivery.md#cancelling). */
export const cancelCourierOrder = ({ trackingNumber }: CancelOrderInput) =>
  apiRequest<CourierCancelResponse>(`/delivery/ninjavan/orders/${encodeURIComponent(trackingNumber)}`, {
    method: 'DELETE',
  });

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
