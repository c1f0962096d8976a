import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../db/factories/catalog.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let productId: number;
let archivedId: number;

beforeAll(async () => {
  t = await createTestApp();
  const windchimes = await createCategory(t.db, {
    slug: 'windchimes',
    name: 'Wind Chimes',
    description: 'Chimes that stir stagnant chi.',
  });
  const product = await createProduct(t.db, {
    categoryId: windchimes.id,
    name: 'Five-Element "Harmony" Wind Chime',
    description: '<p>Six brass rods <script>alert(1)</script> that ring clear.</p>',
    price: 1450,
    stock: 0,
    imageKeys: ['products/chime'],
    reviewCount: 4,
    averageRating: 4.5,
  });
  productId = product.id;
  archivedId = (await createProduct(t.db, { categoryId: windchimes.id, status: 'archived' })).id;
});

afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('product pages carry their SEO in the first HTML response', () => {
  it('has the title, description, canonical URL, Open Graph tags and a Product with a PHP Offer', async () => {
    const response = await page(`/product/${productId}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Five-Element &#34;Harmony&#34; Wind Chime | Feng Shui Prosper</title>');
    expect(html).toContain('<meta name="description" content="Six brass rods that ring clear.">');
    expect(html).toContain(`<link rel="canonical" href="http://shop.test/product/${productId}">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(
      '<meta property="og:image" content="http://shop.test/media/products/chime/640.webp">',
    );
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Product',
      name: 'Five-Element "Harmony" Wind Chime',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'PHP',
        price: '1450.00',
        availability: 'https://schema.org/OutOfStock',
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 4 },
    });
  });

  it("inlines the page's data so the first render needs no request, without letting it close the script", async () => {
    const html = (await page(`/product/${productId}`)).body;
    const match = /<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(html);
    expect(match).not.toBeNull();
    expect(match![1]).not.toContain('</script');
    const data = JSON.parse(match![1]!);
    expect(data[JSON.stringify(['catalog', 'products', 'detail', productId])]).toMatchObject({
      product_id: productId,
    });
  });

  it('answers an unknown or archived product with a 404 page', async () => {
    expect((await page('/product/987654')).statusCode).toBe(404);
    expect((await page(`/product/${archivedId}`)).statusCode).toBe(404);
  });
});

describe('category pages', () => {
  it('carry the category title, description, canonical URL and its first products', async () => {
    const response = await page('/category/windchimes');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Wind Chimes | Feng Shui Prosper</title>');
    expect(response.body).toContain('<meta name="description" content="Chimes that stir stagnant chi.">');
    expect(response.body).toContain('<link rel="canonical" href="http://shop.test/category/windchimes">');
    expect(jsonLd(response.body)).toMatchObject({ '@type': 'CollectionPage', name: 'Wind Chimes' });
  });

  it('answer an unknown category with a 404 page', async () => {
    expect((await page('/category/flying-carpets')).statusCode).toBe(404);
  });
});

describe('other pages', () => {
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
