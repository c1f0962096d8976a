import { ADMIN_PRODUCT_PAGE_SIZE } from '@fengshui/shared/admin-catalog';
import type { AdminProductList } from '@fengshui/shared/admin-product-reads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { type AdminProductFilters, adminCatalogKeys } from './product-keys.ts';

/** GET /admin/products: one page of the table, archived products included. */
export const getAdminProducts = (filters: AdminProductFilters, signal?: AbortSignal) =>
  apiRequest<AdminProductList>('/admin/products', {
    query: {
      search: filters.search,
      category: filters.category,
      status: filters.status,
      sort: filters.sort === 'created' ? undefined : filters.sort,
      dir: filters.dir === 'desc' ? undefined : filters.dir,
      page: filters.page,
      limit: ADMIN_PRODUCT_PAGE_SIZE,
    },
    signal,
  });

export const adminProductsQuery = (filters: AdminProductFilters) =>
  queryOptions({
    queryKey: adminCatalogKeys.productList(filters),
    queryFn: ({ signal }) => getAdminProducts(filters, signal),
    // The last page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useAdminProducts(filters: AdminProductFilters) {
  return useQuery(adminProductsQuery(filters));
}
