import type { ProductCardListResponse, ProductCursor } from '@fengshui/shared/catalog';
import { PRODUCT_PAGE_SIZE } from '@fengshui/shared/constants';
import { catalogKeys, type ProductListFilters } from '@fengshui/shared/query-keys';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryTimings } from '../../../lib/query-client.ts';

export const getProducts = (
  filters: ProductListFilters,
  cursor: ProductCursor | null,
  signal?: AbortSignal,
) =>
  apiRequest<ProductCardListResponse>('/products', {
    query: {
      limit: PRODUCT_PAGE_SIZE,
      // Only what a card shows: no description HTML, gallery or variants.
      view: 'card',
      category: filters.category,
      search: filters.search,
      cursorCreatedAt: cursor?.createdAt,
      cursorId: cursor?.id,
    },
    signal,
  });

export const productsQuery = (filters: ProductListFilters) =>
  infiniteQueryOptions<
    ProductCardListResponse,
    Error,
    InfiniteData<ProductCardListResponse, ProductCursor | null>,
    ReturnType<typeof catalogKeys.productList>,
    ProductCursor | null
  >({
    queryKey: catalogKeys.productList(filters, 'card'),
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (lastPage) =>
      lastPage.pagination.hasNextPage ? lastPage.pagination.nextCursor : undefined,
    ...queryTimings('products'),
  });

export function useProducts(filters: ProductListFilters) {
  return useInfiniteQuery(productsQuery(filters));
}
