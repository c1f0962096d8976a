import { adminKeys } from '../../api/admin-keys.ts';

// The promotions screen's query keys, under the admin area's root key.
export const promotionKeys = {
  all: () => [...adminKeys.all, 'promotions'] as const,
  list: () => [...adminKeys.all, 'promotions', 'list'] as const,
  categories: () => [...adminKeys.all, 'promotions', 'categories'] as const,
  productSearch: (query: string) => [...adminKeys.all, 'promotions', 'product-search', query] as const,
  product: (productId: number) => [...adminKeys.all, 'promotions', 'product', productId] as const,
};
