import { describe, expect, it } from 'vitest';
import {
  blogHits,
  blogTarget,
  cleanSearchQuery,
  flattenGroups,
  GUIDE_TARGET,
  groupResults,
  guideHits,
  nextHighlight,
  productHits,
  productTarget,
  type SettledAnswers,
  shopSearchPath,
  zodiacHits,
  zodiacTarget,
} from './search-results.ts';

const product = {
  product_id: 42,
  id: 42,
  name: 'Pi Xiu Obsidian Bracelet',
  image_url: '/media/products/pixiu-640.webp',
  image_srcset: '/media/products/pixiu-320.webp 320w, /media/products/pixiu-640.webp 640w',
  price: 1200,
  priceRange: { minPrice: 1200, maxPrice: 1500, hasVariants: true },
  discounted_price: null,
  discount_percentage: 10,
  is_flash_deal: true,
};
const blog = {
  blogID: 7,
  slug: 'bagua-map',
  title: 'The Bagua Map, Explained',
  category: 'Feng Shui',
  cover_image: '/media/cms/blogs/bagua.webp',
};
const zodiac = { zodiacID: 'Dragon', sign: 'dragon', name: 'Dragon' };
const guide = { id: 3, title: 'Feng Shui Bracelets', category: 'Bracelets', previewImage: null, pdf: null };

const ok = (value: unknown): PromiseSettledResult<unknown> => ({ status: 'fulfilled', value });
const failed: PromiseSettledResult<unknown> = { status: 'rejected', reason: new Error('502') };

describe('the search text', () => {
  it('is trimmed, folded and capped at 200 characters; blank text asks nothing', () => {
    expect(cleanSearchQuery('  pi   xiu \n')).toBe('pi xiu');
    expect(cleanSearchQuery('   ')).toBe('');
    expect(cleanSearchQuery('a'.repeat(250))).toHaveLength(200);
    expect(cleanSearchQuery(`${'a'.repeat(199)}  b`)).toBe('a'.repeat(199));
  });

  it('goes to the shop results on Enter, encoded', () => {
    expect(shopSearchPath('red & gold')).toBe('/shop?search=red%20%26%20gold');
  });
});

describe('where a result goes (docs/content.md#search)', () => {
  it('opens the product, the post, the sign lowercased, or the guides page', () => {
    expect(productTarget(42)).toBe('/product/42');
    expect(blogTarget(7)).toBe('/blog/7');
    expect(zodiacTarget('Dragon')).toBe('/prosper-guide/dragon');
    expect(GUIDE_TARGET).toBe('/product-guide');
    expect(zodiacHits({ zodiacs: [zodiac] })[0]?.to).toBe('/prosper-guide/dragon');
    expect(guideHits({ guides: [guide] })[0]?.to).toBe('/product-guide');
  });
});

describe('normalising the answers', () => {
  it('reads the products from { products }, with image, name and the price the Price component shows', () => {
    expect(productHits({ products: [product] })).toEqual([
      {
        kind: 'product',
        key: 'product-42',
        title: 'Pi Xiu Obsidian Bracelet',
        image: '/media/products/pixiu-640.webp',
        imageSrcset: '/media/products/pixiu-320.webp 320w, /media/products/pixiu-640.webp 640w',
        price: {
          priceRange: { minPrice: 1200, maxPrice: 1500, hasVariants: true },
          discounted_price: null,
          discount_percentage: 10,
          is_flash_deal: true,
        },
        to: '/product/42',
      },
    ]);
  });

  it('reads a bare list or a data wrapper, and a spec-shaped product with only image and price', () => {
    const bare = { product_id: 5, name: 'Wu Lou', image: '/wulou.webp', price: 350 };
    expect(productHits([bare])[0]).toMatchObject({
      image: '/wulou.webp',
      price: { priceRange: { minPrice: 350, maxPrice: 350, hasVariants: false }, is_flash_deal: false },
    });
    expect(blogHits({ data: [blog] })).toHaveLength(1);
  });

  it('reads posts with title, category and cover', () => {
    expect(blogHits({ blogs: [blog] })).toEqual([
      {
        kind: 'blog',
        key: 'blog-7',
        title: 'The Bagua Map, Explained',
        category: 'Feng Shui',
        image: '/media/cms/blogs/bagua.webp',
        imageSrcset: null,
        to: '/blog/7',
      },
    ]);
  });

  it('reads signs by their zodiacID and guides with title, category and preview', () => {
    expect(zodiacHits({ zodiacs: [zodiac] })).toEqual([
      { kind: 'zodiac', key: 'zodiac-dragon', title: 'Dragon', to: '/prosper-guide/dragon' },
    ]);
    expect(guideHits({ guides: [{ ...guide, previewImage: '/media/cms/guides/b.webp' }] })).toEqual([
      {
        kind: 'guide',
        key: 'guide-3',
        title: 'Feng Shui Bracelets',
        category: 'Bracelets',
        image: '/media/cms/guides/b.webp',
        imageSrcset: null,
        to: '/product-guide',
      },
    ]);
  });

  it('drops items it cannot show or open, and treats any other answer as no results', () => {
    expect(
      productHits({ products: [{ product_id: 1, name: 'No price' }, null, 'x', { name: 'No id' }] }),
    ).toEqual([]);
    expect(
      blogHits({
        blogs: [
          { blogID: 'seven', title: 'x' },
          { blogID: 8, title: '  ' },
        ],
      }),
    ).toEqual([]);
    expect(zodiacHits({ zodiacs: [{ zodiacID: '' }] })).toEqual([]);
    expect(guideHits(null)).toEqual([]);
    expect(guideHits('Internal error')).toEqual([]);
    expect(productHits({ message: 'query must be at most 1000 characters' })).toEqual([]);
  });
});

describe('grouping', () => {
  const all: SettledAnswers = {
    blog: ok({ blogs: [blog] }),
    product: ok({ products: [product] }),
    guide: ok({ guides: [guide] }),
    zodiac: ok({ zodiacs: [zodiac] }),
  };

  it('orders the groups Zodiac Guides, Product Guides, Products, Blog Posts', () => {
    expect(groupResults(all).map((group) => group.heading)).toEqual([
      'Zodiac Guides',
      'Product Guides',
      'Products',
      'Blog Posts',
    ]);
    expect(flattenGroups(groupResults(all)).map((hit) => hit.key)).toEqual([
      'zodiac-dragon',
      'guide-3',
      'product-42',
      'blog-7',
    ]);
  });

  it('counts a failed call as an empty group and hides empty groups', () => {
    const groups = groupResults({ ...all, product: failed, zodiac: ok({ zodiacs: [] }) });
    expect(groups.map((group) => group.heading)).toEqual(['Product Guides', 'Blog Posts']);
    expect(groupResults({ blog: failed, product: failed, guide: failed, zodiac: failed })).toEqual([]);
  });
});

describe('moving through the results with the arrow keys', () => {
  it('starts at the first (down) or last (up) and wraps around', () => {
    expect(nextHighlight(-1, 4, 1)).toBe(0);
    expect(nextHighlight(-1, 4, -1)).toBe(3);
    expect(nextHighlight(3, 4, 1)).toBe(0);
    expect(nextHighlight(0, 4, -1)).toBe(3);
    expect(nextHighlight(1, 4, 1)).toBe(2);
    expect(nextHighlight(-1, 0, 1)).toBe(-1);
  });
});
