import type { ProductCard, ProductCardListResponse } from '@fengshui/shared/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t.db, { slug: 'amulets', name: 'Amulets' });
  const now = Date.now();
  const product = (name: string, price: number, extra: Parameters<typeof createProduct>[1] | object = {}) =>
    createProduct(t.db, { categoryId: category.id, name, price, ...extra });
  await product('Black Obsidian Pi Xiu Bracelet', 850, { itemsSold: 9, createdAt: new Date(now - 5 * DAY) });
  await product('Golden Pi Yao Statue', 2400, { stock: 0, itemsSold: 2, createdAt: new Date(now - 4 * DAY) });
  await product('Feng Shui Conch Shell', 650, { itemsSold: 0, createdAt: new Date(now - 3 * DAY) });
  await product('Fengshui Bagua Mirror', 450, { itemsSold: 4, createdAt: new Date(now - 2 * DAY) });
  // A live half-price deal: it shows, sorts and filters at ₱600.
  await product('Citrine Money Tree', 1200, {
    itemsSold: 1,
    flashDeal: { discountPercentage: 50, endsAt: new Date(now + DAY) },
    createdAt: new Date(now - DAY),
  });
});
afterAll(() => t.close());

const names = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { products: ProductCard[] }).products.map((product) => product.name);
};

describe('search across spellings', () => {
  it.each(['pixiu', 'pi xiu', 'Pi-Xiu', 'piyao', 'pi yao'])(
    'finds every Pi Xiu and Pi Yao for "%s"',
    async (text) => {
      const query = encodeURIComponent(text);
      expect((await names(`/api/products/search?query=${query}&view=card`)).sort()).toEqual([
        'Black Obsidian Pi Xiu Bracelet',
        'Golden Pi Yao Statue',
      ]);
      expect((await names(`/api/products?search=${query}&view=card`)).sort()).toEqual([
        'Black Obsidian Pi Xiu Bracelet',
        'Golden Pi Yao Statue',
      ]);
    },
  );

  it('finds "feng shui" and "fengshui" written either way', async () => {
    const both = ['Feng Shui Conch Shell', 'Fengshui Bagua Mirror'];
    expect((await names('/api/products/search?query=fengshui')).sort()).toEqual(both);
    expect((await names('/api/products/search?query=feng%20shui')).sort()).toEqual(both);
  });

  it('still forgives a typo, but drops a weak likeness ("condo" is not a conch)', async () => {
    expect(await names('/api/products/search?query=obsidain')).toEqual(['Black Obsidian Pi Xiu Bracelet']);
    expect(await names('/api/products/search?query=condo')).toEqual([]);
  });

  it('ranks what matches as typed above what only a correction finds', async () => {
    // "mirror" is a word of a name; "bracelt" only becomes "bracelet" by correction.
    expect(await names('/api/products/search?query=mirror%20or%20bracelt')).toEqual([
      'Fengshui Bagua Mirror',
      'Black Obsidian Pi Xiu Bracelet',
    ]);
  });
});

describe('sorting and filtering the list', () => {
  it('sorts by the price shown, both ways', async () => {
    expect(await names('/api/products?view=card&sort=price_asc')).toEqual([
      'Fengshui Bagua Mirror',
      'Citrine Money Tree',
      'Feng Shui Conch Shell',
      'Black Obsidian Pi Xiu Bracelet',
      'Golden Pi Yao Statue',
    ]);
    expect((await names('/api/products?view=card&sort=price_desc'))[0]).toBe('Golden Pi Yao Statue');
  });

  it('sorts by units sold', async () => {
    expect(await names('/api/products?view=card&sort=best_selling')).toEqual([
      'Black Obsidian Pi Xiu Bracelet',
      'Fengshui Bagua Mirror',
      'Golden Pi Yao Statue',
      'Citrine Money Tree',
      'Feng Shui Conch Shell',
    ]);
  });

  it('filters by the price range shown and by stock', async () => {
    expect(await names('/api/products?view=card&sort=price_asc&minPrice=500&maxPrice=900')).toEqual([
      'Citrine Money Tree',
      'Feng Shui Conch Shell',
      'Black Obsidian Pi Xiu Bracelet',
    ]);
    expect(await names('/api/products?view=card&inStock=1')).not.toContain('Golden Pi Yao Statue');
    expect(await names('/api/products?view=card&inStock=0')).toContain('Golden Pi Yao Statue');
  });

  it('pages a sorted list by page number', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/products?view=card&sort=price_asc&limit=2',
    });
    const firstPage = first.json() as ProductCardListResponse;
    expect(firstPage.pagination).toMatchObject({ hasNextPage: true, nextCursor: null, nextPage: 2 });
    const rest = [
      ...(await names('/api/products?view=card&sort=price_asc&limit=2&page=2')),
      ...(await names('/api/products?view=card&sort=price_asc&limit=2&page=3')),
    ];
    expect([...firstPage.products.map((product) => product.name), ...rest]).toHaveLength(5);
    expect(new Set(rest).size).toBe(3);
  });

  it.each([
    ['sort=cheapest', 'sort must be newest, price_asc, price_desc or best_selling'],
    ['minPrice=abc', 'minPrice must be a number'],
    ['minPrice=-1', 'minPrice must be at least 0'],
    ['maxPrice=2000000', 'maxPrice must be at most 1000000'],
    ['minPrice=900&maxPrice=100', 'minPrice must not be above maxPrice'],
    ['inStock=maybe', 'inStock must be 1, true, 0 or false'],
    ['page=0', 'page must be at least 1'],
    ['cursorCreatedAt=0000-01-01T00:00:00Z&cursorId=5', 'cursorCreatedAt must be an ISO date-time'],
    [
      'sort=price_asc&cursorCreatedAt=2026-01-01T00:00:00Z&cursorId=3',
      'The cursor pages only the newest-first list; another sort pages with page',
    ],
  ])('answers 400 with a clear message for %s', async (query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toContain(message);
  });
});
