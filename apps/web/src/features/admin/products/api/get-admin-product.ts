import type { AdminProduct } from '@fengshui/shared/admin-product-reads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminCatalogKeys } from './product-keys.ts';

/** GET /admin/products/:id: the product as stored, for the edit form (archived ones too). */
export const getAdminProduct = (productId: number, signal?: AbortSignal) =>
  apiRequest<AdminProduct>(`/admin/products/${productId}`, { signal });

export const adminProductQuery = (productId: number) =>
  queryOptions({
    queryKey: adminCatalogKeys.product(productId),
    queryFn: ({ signal }) => getAdminProduct(productId, signal),
    // The form edits what is stored now, not what was read a while ago.
    staleTime: 0,
    retry: false,
  });

export function useAdminProduct(productId: number | null) {
  return useQuery({ ...adminProductQuery(productId ?? 0), enabled: productId !== null });
}
