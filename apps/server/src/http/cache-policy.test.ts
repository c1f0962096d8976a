import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../db/factories/catalog.ts';
import { createDistrictPlace, createPlace } from '../db/factories/locations.ts';
import { createBlogPost, createZodiacEntry } from '../db/seed/content/content-factories.ts';
import { signInAs } from '../test/sign-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { weakEtag } from './cache-policy.ts';

let t: TestApp;
let customer: Record<string, string>;
let admin: Record<string, string>;
let productId: number;
let archivedId: number;
let blogId: number;
let place: Awaited<ReturnType<typeof createPlace>>;
let capital: Awaited<ReturnType<typeof createDistrictPlace>>;

beforeAll(async () => {
  t = await createTestApp();
  customer = (await signInAs(t)).headers;
  admin = (await signInAs(t, { userType: 'admin' })).headers;
  const category = await createCategory(t.db, { slug: 'wind-chimes', name: 'Wind Chimes' });
  productId = (await createProduct(t.db, { categoryId: category.id, name: 'Brass Wind Chime' })).id;
  archivedId = (await createProduct(t.db, { categoryId: category.id, name: 'Old Chime', status: 'archived' }))
    .id;
  blogId = (await createBlogPost(t.db, { title: 'A bright entrance for the new year' })).id;
  await createZodiacEntry(t.db, 'rat');
  place = await createPlace(t.db);
  capital = await createDistrictPlace(t.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

// The reads anyone may cache, by their OpenAPI path: the catalogue, the content, the address lists
// and the site's settings. Every other /api answer must say no-store.
const PUBLIC_READS: Record<string, string> = {
  '/api/products': '/api/products',
  '/api/products/new-arrivals': '/api/products/new-arrivals',
  '/api/products/best-sellers': '/api/products/best-sellers',
  '/api/products/flash-deals': '/api/products/flash-deals',
  '/api/products/search': '/api/products/search?query=chime',
  '/api/products/{id}': '/api/products/{product}',
  '/api/products/{id}/image': '/api/products/{product}/image',
  '/api/categories': '/api/categories',
  '/api/cms/blogs': '/api/cms/blogs',
  '/api/cms/blogs/search': '/api/cms/blogs/search?query=luck',
  '/api/cms/blogs/{blogID}': '/api/cms/blogs/{blog}',
  '/api/cms/faqs': '/api/cms/faqs',
  '/api/cms/zodiacs': '/api/cms/zodiacs',
  '/api/cms/zodiacs/{sign}': '/api/cms/zodiacs/rat',
  '/api/cms/product-guides': '/api/cms/product-guides',
  '/api/cms/product-guides/search': '/api/cms/product-guides/search?query=jade',
  '/api/cms/press-mentions': '/api/cms/press-mentions',
  '/api/reviews/product/{productId}': '/api/reviews/product/{product}',
  '/api/reviews/recent': '/api/reviews/recent',
  '/api/locations/regions': '/api/locations/regions',
  '/api/locations/provinces/{regionId}': '/api/locations/provinces/{region}',
  '/api/locations/districts/{id}': '/api/locations/districts/{capital}',
  '/api/locations/cities/{provinceId}': '/api/locations/cities/{province}',
  '/api/locations/cities': '/api/locations/cities?search=test',
  '/api/locations/barangays/{cityId}': '/api/locations/barangays/{city}',
  '/api/site-config': '/api/site-config',
  '/api/social-proof': '/api/social-proof?page=home',
};

function getRoutes(): string[] {
  const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths)
    .filter(([, operations]) => 'get' in operations)
    .map(([path]) => path);
}

const concrete = (path: string) =>
  (PUBLIC_READS[path] ?? path)
    .replace('{product}', String(productId))
    .replace('{blog}', String(blogId))
    .replace('{region}', place.region.code)
    .replace('{province}', place.province.code)
    .replace('{city}', place.city.code)
    .replace('{capital}', capital.region.code)
    .replace(/\{[^}]+\}/g, '1');

describe('what caches may keep', () => {
  it('declares exactly the catalogue, content, address and settings reads public', () => {
    const routes = getRoutes();
    for (const path of Object.keys(PUBLIC_READS)) expect(routes).toContain(path);
  });

  it('tells every cache to keep no private answer, whoever asks, on every other /api read', async () => {
    const leaks: string[] = [];
    for (const path of getRoutes().filter((route) => !(route in PUBLIC_READS))) {
      for (const [who, headers] of [
        ['guest', {}],
        ['customer', customer],
        ['admin', admin],
      ] as const) {
        const response = await get(concrete(path), headers);
        if (response.headers['cache-control'] !== 'no-store')
          leaks.push(`${path} (${who}, ${response.statusCode}): ${response.headers['cache-control']}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it("lets shared caches keep a guest's public read for a minute while browsers revalidate it", async () => {
    for (const path of Object.keys(PUBLIC_READS)) {
      const response = await get(concrete(path));
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control'], path).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
      expect(response.headers.etag, path).toMatch(/^W\/"[\w-]+"$/);
    }
    expect((await get('/api/products')).headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  });

  it('keeps the answers of a read that depends on the visitor private once signed in', async () => {
    const guest = await get(`/api/products/${productId}`);
    expect(guest.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(guest.headers.vary).toMatch(/cookie, authorization/);
    const signedIn = await get(`/api/products/${productId}`, customer);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers.vary).toMatch(/cookie, authorization/);
    // An admin also sees an archived product: that answer must never reach a guest from a cache.
    const owner = await get(`/api/products/${archivedId}`, admin);
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toBe('private, no-cache');
    const zodiac = await get('/api/cms/zodiacs', customer);
    expect(zodiac.headers['cache-control']).toBe('private, no-cache');
  });

  it('caches no error, even on a public read', async () => {
    const missing = await get(`/api/products/${archivedId}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const bad = await get('/api/products?limit=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it('caches no answer to a write', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'nobody@example.ph', password: 'wrong password' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('ETags', () => {
  it('answers 304 without a body while the answer is unchanged, and 200 once the owner changes it', async () => {
    const first = await get('/api/categories');
    const etag = first.headers.etag as string;
    const unchanged = await get('/api/categories', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');

    await createCategory(t.db, { slug: 'salt-lamps', name: 'Salt Lamps' });
    const changed = await get('/api/categories', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().map((category: { slug: string }) => category.slug)).toContain('salt-lamps');
  });

  it('tags the same bytes alike, as text or as a buffer, and changes with any byte or the length', () => {
    const answer = '{"products":[{"name":"Brass Wind Chime","price":"₱1,250"}]}';
    const tag = weakEtag(answer);
    expect(tag).toMatch(/^W\/"[a-z0-9]+-[a-z0-9]+"$/);
    expect(weakEtag(Buffer.from(answer))).toBe(tag);
    expect(weakEtag(answer.replace('1,250', '1,260'))).not.toBe(tag);
    expect(weakEtag(`${answer} `)).not.toBe(tag);
    expect(weakEtag('')).not.toBe(weakEtag(Buffer.alloc(4)));
  });

  it('matches the tag whether the browser sends it weak or strong, among others', async () => {
    const etag = (await get('/api/site-config')).headers.etag as string;
    const strong = etag.replace(/^W\//, '');
    expect((await get('/api/site-config', { 'if-none-match': strong })).statusCode).toBe(304);
    expect((await get('/api/site-config', { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await get('/api/site-config', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });
});

describe('pages', () => {
  it('are revalidated on every load, so an owner’s edit shows at once, and 304 when unchanged', async () => {
    const page = await get(`/product/${productId}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const again = await get(`/product/${productId}`, { 'if-none-match': page.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('are private for a signed-in visitor', async () => {
    const page = await get('/shop', customer);
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });
});
