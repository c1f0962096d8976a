import { ADMIN_PRODUCT_MESSAGES } from '@fengshui/shared/admin-catalog';
import type { ProductWriteResponse } from '@fengshui/shared/admin-product-reads';
import type { Product } from '@fengshui/shared/catalog';
import { PRODUCT_IMAGE_WIDTHS } from '@fengshui/shared/constants';
import { describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { adminProductsKit, type Method } from '../../test/admin-products-kit.ts';
import { jpegPicture, pngPicture } from '../../test/admin-test-forms.ts';

const { kit, call, sendForm, simpleProduct, created, messageOf } = adminProductsKit();

describe('who may write the catalogue', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/admin/products'],
    ['GET', '/api/admin/products/1'],
    ['POST', '/api/products'],
    ['PUT', '/api/products/1'],
    ['DELETE', '/api/products/1'],
    ['POST', '/api/categories'],
    ['PUT', '/api/categories/1'],
    ['DELETE', '/api/categories/1'],
  ];

  it.each(routes)('%s %s answers 401 to a guest and 403 to a customer', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? { name: 'x' } : undefined;
    expect((await call(method, url, {}, payload)).statusCode).toBe(401);
    const refused = await call(method, url, kit.customer.headers, payload);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe('You do not have permission to perform this action');
  });

  it('refuses a guest before reading an upload', async () => {
    const response = await sendForm(
      'POST',
      '/api/products',
      simpleProduct(),
      [{ fileName: 'a.png', data: await pngPicture() }],
      {},
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/products', () => {
  it('adds a product from a multipart form with two pictures, stored as WebP in every shop width', async () => {
    const response = await sendForm('POST', '/api/products', simpleProduct({ is_featured: 'true' }), [
      { fileName: 'front.png', data: await pngPicture('#b3261e') },
      { fileName: 'back.jpg', data: await jpegPicture('#1f6f43') },
    ]);
    expect(response.statusCode).toBe(201);
    const { message, product } = response.json() as ProductWriteResponse;
    expect(message).toBe(ADMIN_PRODUCT_MESSAGES.created);
    expect(product).toMatchObject({
      name: 'Dragon Tortoise Amulet',
      price: 1250.5,
      stock: 8,
      is_featured: true,
      status: 'active',
      has_variants: false,
      description: '<p>Brings long life.</p><p>Place it facing the door.</p>',
    });
    expect(product.product_code).toMatch(/^AMU\d{3}$/);
    expect(product.images).toHaveLength(2);
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const key = product.images[0]!.url.replace('/media/', '').replace('/640.webp', `/${width}.webp`);
      expect(await kit.t.storage.exists(key)).toBe(true);
    }
    const shop = await call('GET', `/api/products/${product.product_id}`, {});
    expect(shop.statusCode).toBe(200);
    expect((shop.json() as Product).images.map((image) => image.url)).toEqual(
      product.images.map((image) => image.url),
    );
  });

  it('takes a JSON body as well', async () => {
    const response = await call('POST', '/api/products', kit.admin, {
      name: 'Wu Lou Gourd',
      category_id: kit.amulets.id,
      price: 99.99,
      stock: 3,
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as ProductWriteResponse).product).toMatchObject({ price: 99.99, stock: 3 });
  });

  it('makes the code from the first three letters of the name when the category has no code', async () => {
    const product = await created(simpleProduct({ name: 'Pi Xiu Bracelet', category_id: kit.bracelets.id }));
    expect(product.product_code).toBe('FEN001');
    const second = await created(
      simpleProduct({ name: 'Tiger Eye Bracelet', category_id: kit.bracelets.id }),
    );
    expect(second.product_code).toBe('FEN002');
  });

  it('moves on to the next free number when the counted code is taken', async () => {
    const windchimes = await createCategory(kit.t.db, { name: 'Windchimes', code: 'WCH' });
    await createProduct(kit.t.db, { categoryId: kit.amulets.id, productCode: 'WCH001' });
    const product = await created(simpleProduct({ category_id: windchimes.id }));
    expect(product.product_code).toBe('WCH002');
  });

  it("shows the add form the very code a save would give, archived products, sub-categories' and taken codes counted as the save counts them", async () => {
    const incense = await createCategory(kit.t.db, { name: 'Incense', code: 'INC' });
    const cones = await createCategory(kit.t.db, { name: 'Cones', code: 'CON', parentId: incense.id });
    await createProduct(kit.t.db, { categoryId: incense.id, productCode: 'INC001', status: 'archived' });
    await createProduct(kit.t.db, { categoryId: cones.id, productCode: 'CON001' });
    await createProduct(kit.t.db, { categoryId: cones.id, productCode: 'INC002' });
    const url = `/api/admin/categories/${incense.id}/next-product-code`;

    const preview = await call('GET', url, kit.admin);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ product_code: 'INC003' });
    expect((await created(simpleProduct({ category_id: incense.id }))).product_code).toBe('INC003');
    expect((await call('GET', url, kit.admin)).json()).toEqual({ product_code: 'INC004' });

    expect((await call('GET', url, kit.customer.headers)).statusCode).toBe(403);
    const unknown = await call('GET', '/api/admin/categories/999999/next-product-code', kit.admin);
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe('Category not found');
  });

  it('gives ten products created at once in one category ten different codes', async () => {
    const plaques = await createCategory(kit.t.db, { name: 'Plaques', code: 'PLQ' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call('POST', '/api/products', kit.admin, {
          name: `Plaque ${index}`,
          category_id: plaques.id,
          price: 100,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const codes = responses.map((response) => (response.json() as ProductWriteResponse).product.product_code);
    expect(new Set(codes).size).toBe(10);
    expect([...codes].sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `PLQ${String(index + 1).padStart(3, '0')}`),
    );
  });

  it('keeps a variant product at the price of its cheapest variant and the stock of all, with trimmed attributes', async () => {
    const product = await created(
      {
        name: 'Obsidian Bracelet',
        category_id: kit.bracelets.id,
        has_variants: 'true',
        variants: [
          { attributes: { ' size ': ' Small ', color: 'Black' }, price: 850, stock: 4 },
          { attributes: { size: 'Large', color: 'Black' }, price: '990.50', stock: '2' },
          { attributes: { size: 'Large', color: 'Gold', '': 'ignored' }, price: 1200, stock: 0 },
        ],
      },
      [{ fileName: 'one.png', data: await pngPicture() }],
    );
    expect(product).toMatchObject({ has_variants: true, price: 850, stock: 6 });
    expect(product.variants.map((variant) => variant.attributes)).toEqual([
      { size: 'Small', color: 'Black' },
      { size: 'Large', color: 'Black' },
      { size: 'Large', color: 'Gold' },
    ]);
    expect(product.variants[0]!.sku).toBe(`${product.product_code}-SMALL-BLACK`);
    const shop = (await call('GET', `/api/products/${product.product_id}`, {})).json() as Product;
    expect(shop.price).toBe('850-1200');
    expect(shop.stock).toBe(6);
  });

  it('makes a new product findable by search at once', async () => {
    await created(simpleProduct({ name: 'Mystic Knot Cinnabar Pendant' }));
    const search = await call('GET', '/api/products/search?query=cinnabar', {});
    expect((search.json() as { products: Product[] }).products.map((product) => product.name)).toContain(
      'Mystic Knot Cinnabar Pendant',
    );
  });

  it.each([
    ['a missing name', { name: undefined }, 'Product name is required'],
    ['a blank name', { name: '   ' }, 'Product name is required'],
    ['a missing category', { category_id: undefined }, 'Category is required'],
    ['an unknown category', { category_id: 999_999 }, 'Choose an existing category'],
    ['a missing price', { price: undefined }, 'Price is required'],
    ['a negative price', { price: '-1' }, 'Price cannot be negative'],
    ['a price that is not a number', { price: 'abc' }, 'Price must be a number'],
    ['a price below a centavo', { price: '10.005' }, 'Price must be in steps of 0.01'],
    ['a negative stock', { stock: '-3' }, 'Stock cannot be negative'],
    ['a fractional stock', { stock: '1.5' }, 'Stock must be a whole number'],
    [
      'a discount 0 on a flash deal',
      { is_flash_deal: 'true', flash_deal_end: '2099-01-01T00:00:00Z', discount_percentage: '0' },
      'Discount percentage must be between 1 and 99',
    ],
    [
      'a discount 100 on a flash deal',
      { is_flash_deal: 'true', flash_deal_end: '2099-01-01T00:00:00Z', discount_percentage: '100' },
      'Discount percentage must be between 1 and 99',
    ],
    [
      'a discount without a flash deal',
      { discount_percentage: '20' },
      'A discount percentage is only allowed on a flash deal with an end time',
    ],
    [
      'a flash deal without an end time',
      { is_flash_deal: 'true', discount_percentage: '20' },
      'A flash deal needs an end time',
    ],
    [
      'a flash deal that already ended',
      { is_flash_deal: 'true', discount_percentage: '20', flash_deal_end: '2020-01-01T00:00:00Z' },
      'The flash deal end time must be in the future',
    ],
    [
      'variants without an attribute',
      {
        price: undefined,
        stock: undefined,
        has_variants: 'true',
        variants: [{ attributes: {}, price: 10, stock: 1 }],
      },
      'Each variant needs at least one attribute',
    ],
    [
      'variants whose attributes are all blank',
      {
        price: undefined,
        stock: undefined,
        has_variants: 'true',
        variants: [{ attributes: { ' ': 'x', size: ' ' }, price: 10 }],
      },
      'Each variant needs at least one attribute',
    ],
    [
      'a variant without a price',
      {
        price: undefined,
        stock: undefined,
        has_variants: 'true',
        variants: [{ attributes: { size: 'S' }, stock: 1 }],
      },
      'Variant price is required',
    ],
    [
      'variants turned on without any',
      { price: undefined, stock: undefined, has_variants: 'true', variants: [] },
      'Add at least one variant, or turn variants off',
    ],
    [
      'two variants with the same attributes',
      {
        price: undefined,
        stock: undefined,
        has_variants: 'true',
        variants: [
          { attributes: { size: 'S' }, price: 1 },
          { attributes: { size: 's ' }, price: 2 },
        ],
      },
      'Two variants have the same attributes (size: s)',
    ],
    [
      'a product price beside variants',
      { has_variants: 'true', variants: [{ attributes: { size: 'S' }, price: 1 }] },
      'A product with variants takes its price and stock from its variants',
    ],
    ['variants that are not JSON', { has_variants: 'true', variants: '[{' }, 'variants must be valid JSON'],
  ])('refuses %s with a clear message', async (_case, overrides, message) => {
    const fields = Object.fromEntries(
      Object.entries(simpleProduct(overrides as Record<string, string>)).filter(
        ([, value]) => value !== undefined,
      ),
    );
    const response = await sendForm('POST', '/api/products', fields);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
  });
});

describe('uploaded pictures', () => {
  it('refuses a text file renamed .jpg', async () => {
    const response = await sendForm('POST', '/api/products', simpleProduct(), [
      {
        fileName: 'photo.jpg',
        data: Buffer.from('just some notes, not a picture\n'.repeat(20)),
        type: 'image/jpeg',
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(
      '"photo.jpg" is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.',
    );
  });

  it('refuses a 20 MB upload with 413 and says the limit', async () => {
    const huge = Buffer.alloc(20 * 1024 * 1024, 0x41);
    const response = await sendForm('POST', '/api/products', simpleProduct(), [
      { fileName: 'huge.jpg', data: huge },
    ]);
    expect(response.statusCode).toBe(413);
    expect(messageOf(response)).toBe('"huge.jpg" is larger than 10 MB. Each image must be at most 10 MB.');
  });

  it.each([
    [
      'an SVG with a script',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    ],
    [
      'an SVG behind an XML prolog',
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    ],
  ])('refuses %s', async (_case, svg) => {
    const response = await sendForm('POST', '/api/products', simpleProduct(), [
      { fileName: 'logo.png', data: Buffer.from(svg), type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(/SVG images are not accepted|contains script or markup/);
  });

  it('refuses a real picture that carries a script', async () => {
    const polyglot = Buffer.concat([
      await pngPicture(),
      Buffer.from('<script>alert(document.cookie)</script>'),
    ]);
    const response = await sendForm('POST', '/api/products', simpleProduct(), [
      { fileName: 'cat.png', data: polyglot },
    ]);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain('contains script or markup and was refused');
  });

  it('refuses more than 10 pictures', async () => {
    const picture = await pngPicture();
    const files = Array.from({ length: 11 }, (_, index) => ({ fileName: `${index}.png`, data: picture }));
    const response = await sendForm('POST', '/api/products', simpleProduct(), files);
    expect(response.statusCode).toBe(413);
    expect(messageOf(response)).toBe('Send at most 10 images at a time');
  });

  it('refuses a file in a part not named images', async () => {
    const response = await sendForm('POST', '/api/products', simpleProduct(), [
      { field: 'photo', fileName: 'a.png', data: await pngPicture() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain('files go in parts named "images"');
  });

  it('refuses a form that is not multipart at all underneath', async () => {
    const response = await kit.t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...kit.admin, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: 'this is not a form',
    });
    expect(response.statusCode).toBe(400);
  });
});
