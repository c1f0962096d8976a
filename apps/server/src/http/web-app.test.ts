import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../db/factories/catalog.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let productId: number;
let archivedId: number;

beforeAll(async () => {
  t = await createTestApp();
  const windchimes = await createCategory(t.db, { slug: 'windchimes', name: 'Wind Chimes' });
  productId = (await createProduct(t.db, { categoryId: windchimes.id })).id;
  archivedId = (await createProduct(t.db, { categoryId: windchimes.id, status: 'archived' })).id;
});

afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the shell, the sitemap and robots.txt', () => {
  it('serve the app for known routes and a real 404 for unknown paths', async () => {
    expect((await page('/')).statusCode).toBe(200);
    expect((await page('/shop')).statusCode).toBe(200);
    expect((await page('/account/orders/FS-1')).statusCode).toBe(200);
    const missing = await page('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
  });

  it('lists every category and product in the sitemap, archived ones left out', async () => {
    const response = await page('/sitemap.xml');
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<loc>http://shop.test/category/windchimes</loc>');
    expect(response.body).toContain(`<loc>http://shop.test/product/${productId}</loc>`);
    expect(response.body).not.toContain(`/product/${archivedId}<`);
  });

  it('serves robots.txt pointing at the sitemap and keeping crawlers out of private areas', async () => {
    const response = await page('/robots.txt');
    expect(response.body).toContain('Sitemap: http://shop.test/sitemap.xml');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /checkout');
  });
});
