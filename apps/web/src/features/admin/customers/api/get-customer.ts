import type { AdminCustomerDetail } from '@fengshui/shared/admin-customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { customerKeys } from './customer-keys.ts';

/** GET /admin/customers/:id: the customer, their addresses and orders (read-only). */
export const getCustomer = (customerId: number, signal?: AbortSignal) =>
  apiRequest<AdminCustomerDetail>(`/admin/customers/${customerId}`, { signal });

export const customerQuery = (customerId: number) =>
  queryOptions({
    queryKey: customerKeys.detail(customerId),
    queryFn: ({ signal }) => getCustomer(customerId, signal),
    staleTime: 30_000,
  });

/** Nothing is asked for while the address names no customer (`customerId` null). */
export function useCustomer(customerId: number | null) {
  return useQuery({ ...customerQuery(customerId ?? 0), enabled: customerId !== null });
}
