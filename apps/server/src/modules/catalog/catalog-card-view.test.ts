import { type Product, type ProductCard, productCardSchema, productSchema } from '@fengshui/shared/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const bracelets = await createCategory(t.db, { slug: 'feng-shui-bracelets', name: 'Feng Shui Bracelets' });
  await createProduct(t.db, {
    categoryId: bracelets.id,
    name: 'Black Obsidian Pi Xiu Bracelet',
    description: `<p>${'Guards wealth and absorbs negative energy. '.repeat(40)}</p>`,
    variants: [
      { attributes: { size: 'Small' }, price: 850, stock: 4, imageKey: 'products/small' },
      { attributes: { size: 'Large' }, price: 990.5, stock: 0 },
    ],
    imageKeys: ['products/bracelet-front', 'products/bracelet-side'],
    isBestSeller: true,
    isFeatured: true,
    itemsSold: 1520,
    flashDeal: { discountPercentage: 20, endsAt: new Date(Date.now() + DAY) },
    specs: { Material: 'Obsidian' },
  });
  await createProduct(t.db, {
    categoryId: bracelets.id,
    name: 'Red String Lucky Bracelet',
    price: 299,
    stock: 0,
    imageKeys: ['products/red-string'],
  });
});
afterAll(() => t.close());

const cardFields = Object.keys(productCardSchema.shape).sort();
const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json() as { products: (Product | ProductCard)[] };
};
/** The whole product cut down to the card's fields. */
const asCard = (product: Product) =>
  Object.fromEntries(cardFields.map((field) => [field, product[field as keyof Product]]));

describe('the card view of the product lists', () => {
  it.each([
    ['the shop list', '/api/products?limit=20'],
    ['a category list', '/api/products?category=feng-shui-bracelets'],
    ['the best sellers', '/api/products/best-sellers'],
    ['the flash deals', '/api/products/flash-deals'],
    ['the new arrivals', '/api/products/new-arrivals'],
    ['the search', '/api/products/search?query=bracelet'],
  ])('answers %s with only what a card shows, the same values as the whole product', async (_name, url) => {
    const full = await get(url);
    const cards = await get(`${url}${url.includes('?') ? '&' : '?'}view=card`);
    expect(cards.products.length).toBeGreaterThan(0);
    expect(cards.products.map((card) => Object.keys(card).sort())).toEqual(
      cards.products.map(() => cardFields),
    );
    expect(cards.products).toEqual(full.products.map((product) => asCard(product as Product)));
    for (const product of full.products) expect(productSchema.parse(product)).toBeTruthy();
  });

  it('keeps the whole product as the default, and sends far fewer bytes for cards', async () => {
    const full = await t.app.inject({ method: 'GET', url: '/api/products?limit=20' });
    const cards = await t.app.inject({ method: 'GET', url: '/api/products?limit=20&view=card' });
    const bracelet = (full.json().products as Product[]).find((product) => product.name.includes('Obsidian'));
    expect(bracelet?.description).toContain('Guards wealth');
    expect(bracelet?.variants).toHaveLength(2);
    expect(cards.json().products[0]).not.toHaveProperty('description');
    expect(cards.body.length).toBeLessThan(full.body.length / 2);
  });

  it('pages the card view with the same cursor as the whole list', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/products?limit=1&view=card' })).json();
    expect(first.pagination.hasNextPage).toBe(true);
    const { createdAt, id } = first.pagination.nextCursor;
    const next = await get(
      `/api/products?limit=1&view=card&cursorCreatedAt=${encodeURIComponent(createdAt)}&cursorId=${id}`,
    );
    expect(next.products.map((card) => card.name)).not.toEqual(
      first.products.map((card: ProductCard) => card.name),
    );
  });

  it('refuses a view it does not know with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products?view=tiny' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Query field "view": view must be full or card');
  });
});
