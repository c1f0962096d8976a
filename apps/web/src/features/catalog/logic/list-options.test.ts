import { listOptionsFromParams } from '@fengshui/shared/product-list-options';
import { describe, expect, it } from 'vitest';
import { withListOptions } from './list-options.ts';

describe('the list options written to the address', () => {
  it('replaces the old options and keeps the category and search', () => {
    const next = withListOptions(new URLSearchParams('category=3&search=jade&sort=best_selling'), {
      sort: 'price_desc',
      minPrice: 100,
      inStock: true,
    });
    expect(next.toString()).toBe('category=3&search=jade&sort=price_desc&minPrice=100&inStock=1');
    expect(listOptionsFromParams(next)).toEqual({ sort: 'price_desc', minPrice: 100, inStock: true });
  });

  it('leaves the default sort and cleared filters out of the address', () => {
    expect(withListOptions(new URLSearchParams('category=3&inStock=1'), { sort: 'newest' }).toString()).toBe(
      'category=3',
    );
  });
});
