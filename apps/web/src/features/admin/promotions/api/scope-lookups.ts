import type { Category, Product } from '@fengshui/shared/catalog';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { promotionKeys } from './promotion-keys.ts';

// What a promotion's scope is picked from: the shop's categories and a product search (the public
// catalogue calls), and the names of products already in a saved scope.

export interface ScopeProduct {
  id: number;
  name: string;
  productCode: string;
}

const toScopeProduct = (product: Product): ScopeProduct => ({
  id: product.id,
  name: product.name,
  productCode: product.product_code,
});

/** GET /categories. */
export const categoriesForScopeQuery = () =>
  queryOptions({
    queryKey: promotionKeys.categories(),
    queryFn: ({ signal }) => apiRequest<Category[]>('/categories', { signal }),
    staleTime: 5 * 60_000,
  });

export function useScopeCategories() {
  return useQuery(categoriesForScopeQuery());
}

/** GET /products/search?query=&limit=8, once something is typed. */
export function useScopeProductSearch(query: string) {
  return useQuery({
    queryKey: promotionKeys.productSearch(query),
    queryFn: ({ signal }) =>
      apiRequest<{ products: Product[] }>('/products/search', { query: { query, limit: 8 }, signal }),
    select: (data) => data.products.map(toScopeProduct),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET /products/:id for each id of a saved scope, for its names; a deleted product shows its id. */
export function useScopeProducts(productIds: readonly number[]) {
  return useQueries({
    queries: productIds.map((productId) => ({
      queryKey: promotionKeys.product(productId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<Product>(`/products/${productId}`, { signal }),
      select: toScopeProduct,
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
}
