// One factory of query keys, shared because the server inlines first-render data under these keys.
export interface ProductListFilters {
  category?: string;
  search?: string;
}

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => ['catalog', 'categories'] as const,
  productList: (filters: ProductListFilters) =>
    [
      'catalog',
      'products',
      'list',
      { category: filters.category ?? null, search: filters.search ?? null },
    ] as const,
  homeList: (section: 'new-arrivals' | 'best-sellers' | 'flash-deals') =>
    ['catalog', 'products', section] as const,
  product: (id: number) => ['catalog', 'products', 'detail', id] as const,
  search: (query: string) => ['catalog', 'products', 'search', query] as const,
};
