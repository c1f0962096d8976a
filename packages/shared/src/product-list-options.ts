// docs/catalogue.md#sorting-and-filters: how a shopper orders and narrows the shop's and a category's
// product list, kept in the address (?sort=price_asc&minPrice=500&maxPrice=2000&inStock=1). A plain
// module without zod: the shop page reads it (docs/decisions/006-server-rendering.md); the API checks
// the same values with productListQuerySchema (catalog.ts).

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'best_selling'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  best_selling: 'Best selling',
};

/** The highest price a filter may name, in pesos. */
export const PRICE_FILTER_MAX = 1_000_000;

export interface ProductListOptions {
  sort?: ProductSort;
  /** Pesos, inclusive, on the price shown (after a live flash deal's discount). */
  minPrice?: number;
  maxPrice?: number;
  /** Only products with stock. */
  inStock?: boolean;
}

function price(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= PRICE_FILTER_MAX ? value : undefined;
}

/**
 * The options an address asks for. A value the API would refuse is left out rather than shown as an
 * error page, so a hand-edited link still shows the shop; the default sort is not named.
 */
export function listOptionsFromParams(params: { get(name: string): string | null }): ProductListOptions {
  const sort = params.get('sort');
  const options: ProductListOptions = {};
  if (sort && sort !== 'newest' && (PRODUCT_SORTS as readonly string[]).includes(sort)) {
    options.sort = sort as ProductSort;
  }
  const min = price(params.get('minPrice'));
  const max = price(params.get('maxPrice'));
  if (min !== undefined && (max === undefined || min <= max)) options.minPrice = min;
  if (max !== undefined && (min === undefined || min <= max)) options.maxPrice = max;
  const inStock = params.get('inStock');
  if (inStock === '1' || inStock === 'true') options.inStock = true;
  return options;
}
