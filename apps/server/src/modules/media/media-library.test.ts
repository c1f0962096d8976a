import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { productImages } from '../../db/schema/index.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, pngFile } from '../../test/test-uploads.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t, { userType: 'admin' })).headers;
});
afterAll(() => t.close());

const library = (query = '', headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/media${query}`, headers });

describe('the media library of the rich-text editor', () => {
  it('lists the pictures already in the shop: a post’s pictures and the product pictures, newest first', async () => {
    const category = await createCategory(t.db);
    const product = await createProduct(t.db, { categoryId: category.id, name: 'Citrine Wealth Bowl' });
    await t.db
      .insert(productImages)
      .values({ productId: product.id, storageKey: 'products/bowl-abc', position: 0 });

    const upload = multipartBody({}, { image: await pngFile() });
    const { url } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/cms/images',
        payload: upload.payload,
        headers: { ...upload.headers, ...admin },
      })
    ).json();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cms/blogs',
      headers: admin,
      payload: {
        title: 'Where to place a money frog',
        category: 'Feng Shui',
        content: `<p>Facing in.</p><img src="${url}" alt="A money frog by the door"><img src="https://elsewhere.example/x.png">`,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const response = await library();
    expect(response.statusCode).toBe(200);
    const { pictures, total } = response.json();
    expect(pictures[0]).toEqual({ url, alt: 'A money frog by the door', source: 'text' });
    expect(pictures).toContainEqual({
      url: '/media/products/bowl-abc/640.webp',
      alt: 'Citrine Wealth Bowl',
      source: 'product',
    });
    // Only the shop's own pictures: the sanitiser dropped the other one, and the library never lists it.
    expect(pictures.every((picture: { url: string }) => picture.url.startsWith('/media/'))).toBe(true);
    expect(total).toBe(pictures.length);
  });

  it('searches by what the picture shows', async () => {
    const { pictures } = (await library('?q=bowl')).json();
    expect(pictures.map((picture: { alt: string }) => picture.alt)).toEqual(['Citrine Wealth Bowl']);
  });

  it('is for admins only and refuses a bad page', async () => {
    expect((await library('', (await signInAs(t)).headers)).statusCode).toBe(403);
    const bad = await library('?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Page must be at least 1');
  });
});
