import {
  type Category,
  type Product,
  type ProductListResponse,
  productListQuerySchema,
} from '@fengshui/shared/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { recordingDb } from '../../test/recording-db.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listProducts } from './product-service.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  const amulets = await createCategory(t.db, { slug: 'amulets', name: 'Amulets', code: 'AMU' });
  const keychains = await createCategory(t.db, {
    slug: 'keychains',
    name: 'Keychains',
    parentId: amulets.id,
  });
  const bracelets = await createCategory(t.db, { slug: 'feng-shui-bracelets', name: 'Feng Shui Bracelets' });
  const now = Date.now();
  const bracelet = await createProduct(t.db, {
    categoryId: bracelets.id,
    name: 'Black Obsidian Pi Xiu Bracelet',
    description: '<p>Guards wealth and <strong>absorbs</strong> negative energy.</p>',
    variants: [
      { attributes: { size: 'Small', color: 'Black' }, price: 850, stock: 4 },
      { attributes: { size: 'Large', color: 'Black' }, price: 990.5, stock: 0 },
    ],
    imageKeys: ['products/abc'],
    isBestSeller: true,
    isFeatured: true,
    itemsSold: 1520,
    flashDeal: { discountPercentage: 20, endsAt: new Date(now + DAY) },
    createdAt: new Date(now - 2 * DAY),
  });
  const keychain = await createProduct(t.db, {
    categoryId: keychains.id,
    name: 'Brass Wu Lou Keychain',
    price: 299,
    stock: 12,
    isFeatured: true,
    itemsSold: 2000,
    flashDeal: { discountPercentage: 15, endsAt: new Date(now - 60_000) },
    createdAt: new Date(now - 90 * DAY),
  });
  const amulet = await createProduct(t.db, {
    categoryId: amulets.id,
    name: 'Dragon Tortoise Amulet',
    price: 1200,
    stock: 0,
    // A best seller's badge, not featured: not among the home page's Best Sellers.
    isBestSeller: true,
    createdAt: new Date(now - 40 * DAY),
  });
  const archived = await createProduct(t.db, {
    categoryId: amulets.id,
    name: 'Retired Citrine Charm',
    status: 'archived',
    createdAt: new Date(now - DAY),
  });
  ids = { bracelet: bracelet.id, keychain: keychain.id, amulet: amulet.id, archived: archived.id };
  // Enough plain products to page through.
  for (let index = 0; index < 25; index++) {
    await createProduct(t.db, {
      categoryId: bracelets.id,
      name: `Red String Lucky Knot ${index}`,
      createdAt: new Date(now - (100 + index) * DAY),
    });
  }
});

afterAll(() => t.close());

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T, response };
};

describe('GET /api/products', () => {
  it('pages through every active product newest first with the (createdAt, id) cursor, without gaps or repeats', async () => {
    const seen: number[] = [];
    let url = '/api/products?limit=7';
    for (let page = 0; page < 10; page++) {
      const { status, body } = await get<ProductListResponse>(url);
      expect(status).toBe(200);
      seen.push(...body.products.map((product) => product.product_id));
      if (!body.pagination.hasNextPage) {
        expect(body.pagination.nextCursor).toBeNull();
        break;
      }
      const cursor = body.pagination.nextCursor!;
      url = `/api/products?limit=7&cursorCreatedAt=${encodeURIComponent(cursor.createdAt)}&cursorId=${cursor.id}`;
    }
    expect(seen).toHaveLength(28);
    expect(new Set(seen).size).toBe(28);
    expect(seen).not.toContain(ids.archived);
    expect(seen[0]).toBe(ids.bracelet);
  });

  it('runs the first pages of a size as one prepared statement and the pages after a cursor as another', async () => {
    const recording = recordingDb(t.database);
    const list = (query: Record<string, string>) =>
      listProducts(recording.db, t.storage, productListQuerySchema.parse(query));
    const first = await list({ limit: '7', view: 'card' });
    expect((await list({ limit: '7', view: 'card' })).products).toEqual(first.products);
    let cursor = first.pagination.nextCursor!;
    for (let page = 0; page < 2; page++) {
      const next = await list({
        limit: '7',
        view: 'card',
        cursorCreatedAt: cursor.createdAt,
        cursorId: String(cursor.id),
      });
      expect(next.products).toHaveLength(7);
      cursor = next.pagination.nextCursor!;
    }
    expect(recording.texts).toHaveLength(4);
    expect(new Set(recording.texts).size).toBe(2);
    // The limit is part of the statement (and its name): 7 asked, one more read to see a next page.
    expect(recording.built).toEqual(['list_card_8', 'list_after_card_8']);
  });

  it('uses 20 as the default page size', async () => {
    const { body } = await get<ProductListResponse>('/api/products');
    expect(body.products).toHaveLength(20);
    expect(body.pagination.hasNextPage).toBe(true);
  });

  it('lists a parent category together with its sub-categories, by slug or by id', async () => {
    const { body } = await get<ProductListResponse>('/api/products?category=amulets');
    expect(body.products.map((product) => product.name).sort()).toEqual([
      'Brass Wu Lou Keychain',
      'Dragon Tortoise Amulet',
    ]);
    const categories = (await get<Category[]>('/api/categories')).body;
    const amuletsId = categories.find((category) => category.slug === 'amulets')!.id;
    const byId = await get<ProductListResponse>(`/api/products?category=${amuletsId}`);
    expect(byId.body.products).toHaveLength(2);
  });

  it('filters by search text', async () => {
    const { body } = await get<ProductListResponse>('/api/products?search=obsidian');
    expect(body.products.map((product) => product.product_id)).toEqual([ids.bracelet]);
  });

  it.each([
    ['limit=abc', 'limit must be a number'],
    ['limit=-5', 'limit must be at least 1'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=100000', 'limit must be at most 100'],
    ['limit=2.5', 'limit must be a whole number'],
    ['cursorCreatedAt=yesterday&cursorId=3', 'cursorCreatedAt must be an ISO date-time'],
    ['cursorCreatedAt=2026-01-01T00:00:00Z&cursorId=abc', 'cursorId must be a number'],
    ['cursorCreatedAt=2026-01-01T00:00:00Z', 'cursorCreatedAt and cursorId must be given together'],
    ['cursorId=5', 'cursorCreatedAt and cursorId must be given together'],
    [`search=${'x'.repeat(201)}`, 'search must be at most 200 characters'],
  ])('answers 400 with a clear message for %s', async (query, message) => {
    const { status, body } = await get<{ message: string; code: string }>(`/api/products?${query}`);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain(message);
  });

  it('answers 404 for an unknown category', async () => {
    const { status, body } = await get<{ message: string }>('/api/products?category=not-a-category');
    expect(status).toBe(404);
    expect(body.message).toBe('Category not found');
  });

  it('treats hostile search text as plain text', async () => {
    const { status, body } = await get<ProductListResponse>(
      `/api/products?search=${encodeURIComponent("'; drop table products; --")}`,
    );
    expect(status).toBe(200);
    expect(body.products).toEqual([]);
  });
});

describe('GET /api/products/{id}', () => {
  it('returns every product field, the variant price range and the discounted price of a live flash deal', async () => {
    const { status, body } = await get<Product>(`/api/products/${ids.bracelet}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      product_id: ids.bracelet,
      name: 'Black Obsidian Pi Xiu Bracelet',
      category_slug: 'feng-shui-bracelets',
      category_name: 'Feng Shui Bracelets',
      has_variants: true,
      price: '850-990.5',
      priceRange: { minPrice: 850, maxPrice: 990.5, hasVariants: true },
      stock: 4,
      stock_quantity: 4,
      is_flash_deal: true,
      discount_percentage: 20,
      discounted_price: 680,
      is_best_seller: true,
      items_sold: 1520,
    });
    expect(body.variants).toHaveLength(2);
    expect(body.variants[0]).toMatchObject({
      attributes: { size: 'Small', color: 'Black' },
      price: 850,
      discounted_price: 680,
      stock: 4,
    });
    expect(body.images[0]).toMatchObject({ url: '/media/products/abc/640.webp', order: 0 });
    expect(body.images[0]!.srcset).toContain('/media/products/abc/960.webp 960w');
    expect(body.image_url).toBe('/media/products/abc/640.webp');
  });

  it('drops an expired flash deal from the price', async () => {
    const { body } = await get<Product>(`/api/products/${ids.keychain}`);
    expect(body.is_flash_deal).toBe(false);
    expect(body.discounted_price).toBeNull();
    expect(body.price).toBe(299);
  });

  it.each([
    ['999999', 404, 'Product not found'],
    ['abc', 400, 'Product id must be a number'],
    ['-3', 400, 'Product id must be a positive whole number'],
    ['1.5', 400, 'Product id must be a whole number'],
    ['99999999999999', 400, 'Product id is too large'],
  ])('answers /api/products/%s with %i', async (id, status, message) => {
    const result = await get<{ message: string }>(`/api/products/${id}`);
    expect(result.status).toBe(status);
    expect(result.body.message).toContain(message);
  });

  it('hides archived products from the shop', async () => {
    expect((await get(`/api/products/${ids.archived}`)).status).toBe(404);
  });

  it('gives the main image url', async () => {
    expect((await get<{ url: string }>(`/api/products/${ids.bracelet}/image`)).body).toEqual({
      url: '/media/products/abc/640.webp',
    });
    expect((await get<{ url: string | null }>(`/api/products/${ids.amulet}/image`)).body).toEqual({
      url: null,
    });
  });
});

describe('home lists', () => {
  it('new arrivals are the products of the last 30 days', async () => {
    const { body } = await get<{ products: Product[] }>('/api/products/new-arrivals');
    expect(body.products.map((product) => product.product_id)).toEqual([ids.bracelet]);
  });

  it('best sellers are the featured products, most sold first', async () => {
    const { body } = await get<{ products: Product[] }>('/api/products/best-sellers');
    expect(body.products.map((product) => product.product_id)).toEqual([ids.keychain, ids.bracelet]);
  });

  it('flash deals leave out deals whose end time has passed', async () => {
    const { body } = await get<{ products: Product[] }>('/api/products/flash-deals');
    expect(body.products.map((product) => product.product_id)).toEqual([ids.bracelet]);
  });

  it('caps the home lists at the limit asked for', async () => {
    const { status } = await get('/api/products/best-sellers?limit=500');
    expect(status).toBe(400);
  });
});

describe('GET /api/products/search', () => {
  it('forgives typos: "braclet" finds the bracelet', async () => {
    const { body } = await get<{ products: Product[] }>('/api/products/search?query=braclet');
    expect(body.products[0]?.product_id).toBe(ids.bracelet);
  });

  it('finds words of the description', async () => {
    const { body } = await get<{ products: Product[] }>('/api/products/search?query=negative%20energy');
    expect(body.products.map((product) => product.product_id)).toContain(ids.bracelet);
  });

  it('finds nothing for blank text and refuses a missing or oversized query', async () => {
    expect(
      (await get<{ products: Product[] }>('/api/products/search?query=%20%20%20')).body.products,
    ).toEqual([]);
    expect((await get('/api/products/search')).status).toBe(400);
    expect((await get(`/api/products/search?query=${'a'.repeat(1000)}`)).status).toBe(200);
    expect((await get(`/api/products/search?query=${'a'.repeat(1001)}`)).status).toBe(400);
  });

  it('answers a pasted 1,000-character text of words and operators with a list, never a 500', async () => {
    const pasted = encodeURIComponent("obsidian bracelet 'wealth' & | ! :* <-> (".repeat(30).slice(0, 1000));
    const { status, body } = await get<{ products: Product[] }>(`/api/products/search?query=${pasted}`);
    expect(status).toBe(200);
    expect(Array.isArray(body.products)).toBe(true);
    const nonsense = await get<{ products: Product[] }>(`/api/products/search?query=${'a'.repeat(1000)}`);
    expect(nonsense.body).toEqual({ products: [] });
  });
});

describe('GET /api/categories', () => {
  it('lists categories with product counts that include sub-categories', async () => {
    const { status, body } = await get<Category[]>('/api/categories');
    expect(status).toBe(200);
    const bySlug = Object.fromEntries(body.map((category) => [category.slug, category]));
    expect(bySlug.amulets).toMatchObject({ name: 'Amulets', code: 'AMU', product_count: 2 });
    expect(bySlug.keychains).toMatchObject({ product_count: 1, parent_id: bySlug.amulets!.id });
    expect(bySlug['feng-shui-bracelets']!.product_count).toBe(26);
  });
});

describe('plumbing', () => {
  it('reports health with the database checked', async () => {
    expect((await get('/api/health')).body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const { status, body } = await get<{ code: string }>('/api/nothing-here');
    expect(status).toBe(404);
    expect(body.code).toBe('NOT_FOUND');
  });

  it('tags every response with a request id and security headers', async () => {
    const { response } = await get('/api/health');
    expect(response.headers['x-request-id']).toBeTruthy();
    // An API answer's own policy (http/security-headers.ts): it allows nothing.
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document', async () => {
    const { status, body } = await get<{ paths: Record<string, unknown> }>('/api/docs/json');
    expect(status).toBe(200);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/products', '/api/products/{id}']));
  });
});

describe('a 1% flash deal', () => {
  it('takes 1% off, and sends the discount so the display rule reads it as 1%', async () => {
    const category = await createCategory(t.db, { slug: 'one-percent', name: 'One Percent' });
    const product = await createProduct(t.db, {
      categoryId: category.id,
      name: 'Brass Wu Lou',
      price: 1000,
      flashDeal: { discountPercentage: 1, endsAt: new Date(Date.now() + 86_400_000) },
    });
    const read = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json();
    expect(read).toMatchObject({ discount_percentage: 0.01, discounted_price: 990 });
  });
});
