import { orderListResponseSchema } from '@fengshui/shared/order-read';
import { ORDER_PAGE_SIZE, type OrderTab } from '@fengshui/shared/order-status';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { parseResponse, retryUnlessInvalid } from '../logic/invalid-response.ts';
import { orderKeys } from './order-keys.ts';

export type OrderListPage = z.infer<typeof orderListResponseSchema>;

/** GET /orders?tab&page&limit: one page of the customer's orders, newest first. */
export async function getOrders(tab: OrderTab, page: number, signal?: AbortSignal): Promise<OrderListPage> {
  const body = await apiRequest<unknown>('/orders', { query: { tab, page, limit: ORDER_PAGE_SIZE }, signal });
  return parseResponse(orderListResponseSchema, body);
}

export const ordersQuery = (tab: OrderTab) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(tab),
    queryFn: ({ pageParam, signal }) => getOrders(tab, pageParam, signal),
    initialPageParam: 1,
    // "Load more" asks for the next page while the server says there is one.
    getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
    retry: retryUnlessInvalid,
  });

export function useOrders(tab: OrderTab) {
  return useInfiniteQuery(ordersQuery(tab));
}
