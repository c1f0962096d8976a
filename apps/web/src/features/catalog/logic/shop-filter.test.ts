import type { Category } from '@fengshui/shared/catalog';
import { describe, expect, it } from 'vitest';
import { categoryTree, resolveShopFilter } from './shop-filter.ts';

const category = (id: number, slug: string, parent_id: number | null = null): Category => ({
  id,
  category_id: id,
  slug,
  name: slug,
  code: null,
  description: '',
  category_image: null,
  category_image_srcset: null,
  parent_id,
  product_count: 0,
});
const categories = [category(1, 'amulets'), category(2, 'keychains', 1), category(3, 'windchimes')];

describe('resolveShopFilter', () => {
  it('maps a category id or slug from the URL to the database category', () => {
    expect(resolveShopFilter(categories, '2')).toEqual({ kind: 'category', category: categories[1] });
    expect(resolveShopFilter(categories, 'windchimes')).toEqual({
      kind: 'category',
      category: categories[2],
    });
  });

  it('falls back to all products for an unknown category or none', () => {
    expect(resolveShopFilter(categories, '99')).toEqual({ kind: 'all' });
    expect(resolveShopFilter(categories, null)).toEqual({ kind: 'all' });
    expect(resolveShopFilter(undefined, '1')).toEqual({ kind: 'all' });
  });

  it('sends the Special Offers link to the flash deals', () => {
    expect(resolveShopFilter(categories, 'flash-deals')).toEqual({ kind: 'flash-deals' });
  });
});

describe('categoryTree', () => {
  it('lists each top-level category with its children', () => {
    expect(
      categoryTree(categories).map(({ parent, children }) => [parent.slug, children.map((c) => c.slug)]),
    ).toEqual([
      ['amulets', ['keychains']],
      ['windchimes', []],
    ]);
  });
});
