import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../db/factories/catalog.ts';
import { jsonLdOf } from '../test/page-html.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// docs/architecture.md#server-rendered-pages: a product's and a category's first HTML.

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
    expect(jsonLdOf(html)).toMatchObject({
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

  it('reads the segment decoded, as the web app does: an escaped digit names the same product', async () => {
    const escaped = [...String(productId)].map((digit) => `%3${digit}`).join('');
    const response = await page(`/product/${escaped}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<link rel="canonical" href="http://shop.test/product/${productId}">`);
  });

  it.each(['abc', '-1', '0', '0x85', '1e2', '99999999999', '%2017'])(
    'answers /product/%s, which is no product id, with the not-found page and a 404',
    async (segment) => {
      const response = await page(`/product/${segment}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Product not found | Feng Shui Prosper</title>');
    },
  );
});

describe('category pages', () => {
  it('carry the category title, description, canonical URL and its first products', async () => {
    const response = await page('/category/windchimes');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Wind Chimes | Feng Shui Prosper</title>');
    expect(response.body).toContain('<meta name="description" content="Chimes that stir stagnant chi.">');
    expect(response.body).toContain('<link rel="canonical" href="http://shop.test/category/windchimes">');
    expect(jsonLdOf(response.body)).toMatchObject({ '@type': 'CollectionPage', name: 'Wind Chimes' });
  });

  it('read the slug decoded, as the web app does: /category/wind%63himes is the Wind Chimes page', async () => {
    const response = await page('/category/wind%63himes');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Wind Chimes | Feng Shui Prosper</title>');
    expect(response.body).toContain('<link rel="canonical" href="http://shop.test/category/windchimes">');
  });

  it.each(['flying-carpets', 'Windchimes', 'a'.repeat(200), 'wind%20chimes'])(
    'answer /category/%s, which is no category, with the not-found page and a 404',
    async (segment) => {
      const response = await page(`/category/${segment}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Category not found | Feng Shui Prosper</title>');
    },
  );
});
