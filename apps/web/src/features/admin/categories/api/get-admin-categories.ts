import type { Category } from '@fengshui/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminCatalogKeys } from '../../products/api/product-keys.ts';

/** GET /categories, read fresh for the admin (the shop keeps its copy 5 minutes). */
export const getAdminCategories = (signal?: AbortSignal) => apiRequest<Category[]>('/categories', { signal });

export const adminCategoriesQuery = queryOptions({
  queryKey: adminCatalogKeys.categories(),
  queryFn: ({ signal }) => getAdminCategories(signal),
  staleTime: 10_000,
});

export function useAdminCategories() {
  return useQuery(adminCategoriesQuery);
}
