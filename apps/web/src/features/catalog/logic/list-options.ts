import type { ProductListOptions } from '@fengshui/shared/product-list-options';

/**
 * docs/catalogue.md#sorting-and-filters: the address's query with these options in place of the old
 * ones; the category, the search and anything else stay. The default sort is not named.
 */
export function withListOptions(params: URLSearchParams, options: ProductListOptions): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['sort', 'minPrice', 'maxPrice', 'inStock']) next.delete(name);
  if (options.sort && options.sort !== 'newest') next.set('sort', options.sort);
  if (options.minPrice !== undefined) next.set('minPrice', String(options.minPrice));
  if (options.maxPrice !== undefined) next.set('maxPrice', String(options.maxPrice));
  if (options.inStock) next.set('inStock', '1');
  return next;
}
