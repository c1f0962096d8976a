import type { AdminCustomerList } from '@fengshui/shared/admin-customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { type CustomerFilters, customerKeys } from './customer-keys.ts';

/** GET /admin/customers?search=&page=: 25 customers a page, newest first. */
export const getCustomers = (filters: CustomerFilters, signal?: AbortSignal) =>
  apiRequest<AdminCustomerList>('/admin/customers', {
    query: { search: filters.search, page: filters.page },
    signal,
  });

export const customersQuery = (filters: CustomerFilters) =>
  queryOptions({
    queryKey: customerKeys.list(filters),
    queryFn: ({ signal }) => getCustomers(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useCustomers(filters: CustomerFilters) {
  return useQuery(customersQuery(filters));
}
