import type { AdminOrderDetail } from '@fengshui/shared/admin-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /admin/orders/:orderId: the order with its customer, history, payments, tracking and allowed actions. */
export const getAdminOrder = (orderId: number, signal?: AbortSignal) =>
  apiRequest<AdminOrderDetail>(`/admin/orders/${orderId}`, { signal });

export const adminOrderQuery = (orderId: number) =>
  queryOptions({
    queryKey: adminKeys.order(orderId),
    queryFn: ({ signal }) => getAdminOrder(orderId, signal),
    staleTime: 10_000,
  });

export function useAdminOrder(orderId: number | null) {
  return useQuery({ ...adminOrderQuery(orderId ?? 0), enabled: orderId !== null });
}
