import { type OrderRead, orderResponseSchema } from '@fengshui/shared/order-read';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { parseResponse, retryUnlessInvalid } from '../logic/invalid-response.ts';
import { orderKeys } from './order-keys.ts';

export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** GET /orders/:orderId: 404 'Order not found.' for an order that is not the customer's. */
export async function getOrder(orderId: number, signal?: AbortSignal): Promise<OrderResponse> {
  const body = await apiRequest<unknown>(`/orders/${orderId}`, { signal });
  return parseResponse(orderResponseSchema, body);
}

export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    retry: retryUnlessInvalid,
  });

/** The order, or nothing while `orderId` is not a valid id (the page shows "Order not found."). */
export function useOrder(orderId: number | null) {
  return useQuery({ ...orderQuery(orderId ?? 0), enabled: orderId !== null });
}

/** The cached order with some fields changed, as the server would now answer. */
export function patchOrder(
  response: OrderResponse | undefined,
  changes: Partial<OrderRead>,
): OrderResponse | undefined {
  return response && { ...response, order: { ...response.order, ...changes } };
}
