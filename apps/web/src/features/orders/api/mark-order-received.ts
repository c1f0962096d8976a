import type { orderActionResponseSchema } from '@fengshui/shared/order-read';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderQuery, patchOrder } from './get-order.ts';
import { orderKeys } from './order-keys.ts';

export type OrderActionResponse = z.infer<typeof orderActionResponseSchema>;

/** PUT /orders/:orderId/mark-received: 409 unless the order is delivered or received. */
export const markOrderReceived = (orderId: number) =>
  apiRequest<OrderActionResponse>(`/orders/${orderId}/mark-received`, { method: 'PUT' });

export function useMarkOrderReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderReceived,
    // docs/orders-and-delivery.md#order-received: "on success status becomes completed".
    onSuccess: (response, orderId) => {
      queryClient.setQueryData(orderQuery(orderId).queryKey, (cached) =>
        patchOrder(cached, { ...(response.order ?? {}), order_status: 'completed' }),
      );
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
