import { ADMIN_ORDER_PAGE_SIZE, type adminOrderListResponseSchema } from '@fengshui/shared/admin-orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { type AdminOrderFilters, adminKeys } from './admin-keys.ts';

export type AdminOrderList = z.infer<typeof adminOrderListResponseSchema>;

/** GET /admin/orders: one page of 25, by tab, view or status, and by code, customer or tracking number. */
export const getAdminOrders = (filters: AdminOrderFilters, signal?: AbortSignal) =>
  apiRequest<AdminOrderList>('/admin/orders', {
    query: {
      status: filters.status,
      group: filters.group,
      view: filters.view,
      q: filters.q,
      page: filters.page,
      limit: ADMIN_ORDER_PAGE_SIZE,
    },
    signal,
  });

export const adminOrdersQuery = (filters: AdminOrderFilters) =>
  queryOptions({
    queryKey: adminKeys.orderList(filters),
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
    // The last page stays on screen while the next filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery(adminOrdersQuery(filters));
}
