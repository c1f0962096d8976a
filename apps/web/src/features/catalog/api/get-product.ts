import type { Product } from '@fengshui/shared/catalog';
import { catalogKeys } from '@fengshui/shared/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryTimings } from '../../../lib/query-client.ts';

export const getProduct = (id: number, signal?: AbortSignal) =>
  apiRequest<Product>(`/products/${id}`, { signal });

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    ...queryTimings('products'),
  });

/** The product, or nothing asked when the address holds no product id. */
export function useProduct(id: number | null) {
  return useQuery({ ...productQuery(id ?? 0), enabled: id !== null });
}
