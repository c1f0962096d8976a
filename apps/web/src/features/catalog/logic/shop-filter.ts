import type { Category } from '@fengshui/shared/catalog';

export type ShopFilter = { kind: 'all' } | { kind: 'flash-deals' } | { kind: 'category'; category: Category };

/**
 * docs/catalogue.md#shop-home: a category from the URL (id or slug) maps to a database category; an unknown one
 * falls back to all. "flash-deals" is the Special Offers banner's link to the flash deals.
 */
export function resolveShopFilter(
  categories: readonly Category[] | undefined,
  param: string | null,
): ShopFilter {
  if (!param) return { kind: 'all' };
  if (param === 'flash-deals') return { kind: 'flash-deals' };
  const found = categories?.find((category) => String(category.id) === param || category.slug === param);
  return found ? { kind: 'category', category: found } : { kind: 'all' };
}

/** Top-level categories each followed by their children, for the sidebar. */
export function categoryTree(categories: readonly Category[]): { parent: Category; children: Category[] }[] {
  return categories
    .filter((category) => category.parent_id === null)
    .map((parent) => ({
      parent,
      children: categories.filter((category) => category.parent_id === parent.id),
    }));
}
