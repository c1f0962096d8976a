import type { AdminProductSort, AdminProductStatusFilter } from '@fengshui/shared/admin-product-reads';

/** The product table's filters and order, as read from the page's address. */
export interface AdminProductFilters {
  search: string;
  category: number | null;
  status: AdminProductStatusFilter;
  sort: AdminProductSort;
  dir: 'asc' | 'desc';
  page: number;
}

// One factory for the query keys of the admin catalogue (products and categories).
export const adminCatalogKeys = {
  all: ['admin', 'catalog'] as const,
  productLists: () => ['admin', 'catalog', 'products', 'list'] as const,
  productList: (filters: AdminProductFilters) => ['admin', 'catalog', 'products', 'list', filters] as const,
  product: (productId: number) => ['admin', 'catalog', 'products', 'detail', productId] as const,
  categories: () => ['admin', 'catalog', 'categories'] as const,
  nextProductCode: (categoryId: number) =>
    ['admin', 'catalog', 'categories', categoryId, 'next-code'] as const,
};
