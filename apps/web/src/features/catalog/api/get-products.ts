import type { ProductCardListResponse, ProductCursor } from '@fengshui/shared/catalog';
import { PRODUCT_PAGE_SIZE } from '@fengshui/shared/constants';
import { catalogKeys, type ProductListFilters } from '@fengshui/shared/query-keys';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryTimings } from '../../../lib/query-client.ts';

/** Where the next page starts: the cursor of the newest-first list, or a page number of another sort. */
export type ProductPageParam = ProductCursor | number | null;

export const getProducts = (
  filters: ProductListFilters,
  pageParam: ProductPageParam,
  signal?: AbortSignal,
) => {
  const cursor = typeof pageParam === 'object' ? pageParam : null;
  return apiRequest<ProductCardListResponse>('/products', {
    query: {
      limit: PRODUCT_PAGE_SIZE,
      // Only what a card shows: no description HTML, gallery or variants.
      view: 'card',
      category: filters.category,
      search: filters.search,
      // docs/catalogue.md#sorting-and-filters
      sort: filters.sort,
      minPrice: filters.minPrice,
      maxPrice: filters.maxPrice,
      inStock: filters.inStock ? 1 : undefined,
      page: typeof pageParam === 'number' ? pageParam : undefined,
      cursorCreatedAt: cursor?.createdAt,
      cursorId: cursor?.id,
    },
    signal,
  });
};

export const productsQuery = (filters: ProductListFilters) =>
  infiniteQueryOptions<
    ProductCardListResponse,
    Error,
    InfiniteData<ProductCardListResponse, ProductPageParam>,
    ReturnType<typeof catalogKeys.productList>,
    ProductPageParam
  >({
    queryKey: catalogKeys.productList(filters, 'card'),
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, signal),
    initialPageParam: null,
    getNextPageParam: ({ pagination }) =>
      pagination.hasNextPage ? (pagination.nextCursor ?? pagination.nextPage ?? undefined) : undefined,
    ...queryTimings('products'),
  });

export function useProducts(filters: ProductListFilters) {
  return useInfiniteQuery(productsQuery(filters));
}
