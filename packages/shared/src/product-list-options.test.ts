import { describe, expect, it } from 'vitest';
import { listOptionsFromParams } from './product-list-options.ts';

/** The address's query, as the shop page's URLSearchParams reads it. */
function params(query: string) {
  const pairs = new Map(query.split('&').map((pair) => pair.split('=') as [string, string]));
  return { get: (name: string) => pairs.get(name) ?? null };
}

describe('the product list options in the address', () => {
  it('reads the sort, the price range and in stock', () => {
    const address = params('sort=price_asc&minPrice=500&maxPrice=2000&inStock=1&category=3');
    expect(listOptionsFromParams(address)).toEqual({
      sort: 'price_asc',
      minPrice: 500,
      maxPrice: 2000,
      inStock: true,
    });
  });

  it('leaves out what the API would refuse, and the default sort', () => {
    expect(listOptionsFromParams(params('sort=cheapest&minPrice=abc&inStock=maybe'))).toEqual({});
    expect(listOptionsFromParams(params('sort=newest'))).toEqual({});
    expect(listOptionsFromParams(params('minPrice=900&maxPrice=100'))).toEqual({});
  });
});
