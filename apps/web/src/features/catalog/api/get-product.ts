import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@fengshui/shared/catalog';
import { QUERY_TIMINGS } from '@fengshui/shared/constants';
import { catalogKeys } from '@fengshui/shared/query-keys';
import { apiRequest } from '../../../lib/api-client.ts';

export const getProduct = (id: number, signal?: AbortSignal) => apiRequest<Product>(`/products/${id}`, { signal });

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: QUERY_TIMINGS.products.staleTime,
    retry: QUERY_TIMINGS.products.retry,
  });

export function useProduct(id: number) {
  return useQuery({ ...productQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
