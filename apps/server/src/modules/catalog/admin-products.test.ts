import {
  ADMIN_PRODUCT_MESSAGES,
  type AdminProduct,
  type AdminProductList,
  type ProductDeleteResponse,
  type ProductWriteResponse,
} from '@fengshui/shared/admin-catalog';
import type { Product, ProductListResponse } from '@fengshui/shared/catalog';
import { PRODUCT_IMAGE_WIDTHS } from '@fengshui/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPastOrder } from '../../db/factories/orders.ts';
import { orderItems } from '../../db/schema/index.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { jpegPicture, multipartBody, pngPicture } from './admin-test-forms.ts';

let t: TestApp;
let admin: Record<string, string>;
let customer: Awaited<ReturnType<typeof signInAs>>;
let amulets: { id: number };
let bracelets: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t, { userType: 'admin' })).headers;
  customer = await signInAs(t);
  amulets = await createCategory(t.db, { slug: 'amulets', name: 'Amulets', code: 'AMU' });
  bracelets = await createCategory(t.db, {
    slug: 'feng-shui-bracelets',
    name: 'Feng Shui Bracelets',
    code: null,
  });
});

afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

async function sendForm(
  method: 'POST' | 'PUT',
  url: string,
  fields: Parameters<typeof multipartBody>[0],
  files: Parameters<typeof multipartBody>[1] = [],
  headers = admin,
) {
  const body = await multipartBody(fields, files);
  return t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

const simpleProduct = (overrides: Record<string, string | number | boolean | object | null> = {}) => ({
  name: 'Dragon Tortoise Amulet',
  description: 'Brings long life.\n\nPlace it facing the door.',
  category_id: amulets.id,
  price: '1250.50',
  stock: '8',
  ...overrides,
});

async function created(
  fields: Parameters<typeof multipartBody>[0] = simpleProduct(),
  files: Parameters<typeof multipartBody>[1] = [],
) {
  const response = await sendForm('POST', '/api/products', fields, files);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as ProductWriteResponse).product;
}

const messageOf = (response: { json(): unknown }) => (response.json() as { message: string }).message;

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
    const refused = await call(method, url, customer.headers, payload);
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
      expect(await t.storage.exists(key)).toBe(true);
    }
    const shop = await call('GET', `/api/products/${product.product_id}`, {});
    expect(shop.statusCode).toBe(200);
    expect((shop.json() as Product).images.map((image) => image.url)).toEqual(
      product.images.map((image) => image.url),
    );
  });

  it('takes a JSON body as well', async () => {
    const response = await call('POST', '/api/products', admin, {
      name: 'Wu Lou Gourd',
      category_id: amulets.id,
      price: 99.99,
      stock: 3,
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as ProductWriteResponse).product).toMatchObject({ price: 99.99, stock: 3 });
  });

  it('makes the code from the first three letters of the name when the category has no code', async () => {
    const product = await created(simpleProduct({ name: 'Pi Xiu Bracelet', category_id: bracelets.id }));
    expect(product.product_code).toBe('FEN001');
    const second = await created(simpleProduct({ name: 'Tiger Eye Bracelet', category_id: bracelets.id }));
    expect(second.product_code).toBe('FEN002');
  });

  it('moves on to the next free number when the counted code is taken', async () => {
    const windchimes = await createCategory(t.db, { name: 'Windchimes', code: 'WCH' });
    await createProduct(t.db, { categoryId: amulets.id, productCode: 'WCH001' });
    const product = await created(simpleProduct({ category_id: windchimes.id }));
    expect(product.product_code).toBe('WCH002');
  });

  it('gives ten products created at once in one category ten different codes', async () => {
    const plaques = await createCategory(t.db, { name: 'Plaques', code: 'PLQ' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call('POST', '/api/products', admin, {
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
        category_id: bracelets.id,
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
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: 'this is not a form',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/products/:id', () => {
  it('changes only the fields sent, as JSON, and the shop shows the new price at once', async () => {
    const before = await created(simpleProduct({ is_best_seller: 'true' }), [
      { fileName: 'a.png', data: await pngPicture() },
    ]);
    const response = await call('PUT', `/api/products/${before.product_id}`, admin, { price: 1111.11 });
    expect(response.statusCode).toBe(200);
    const { message, product } = response.json() as ProductWriteResponse;
    expect(message).toBe(ADMIN_PRODUCT_MESSAGES.updated);
    const { price, updated_at, ...rest } = product;
    const { price: oldPrice, updated_at: oldUpdated, ...oldRest } = before;
    expect(price).toBe(1111.11);
    expect(rest).toEqual(oldRest);
    const shop = (await call('GET', `/api/products/${before.product_id}`, {})).json() as Product;
    expect(shop.price).toBe(1111.11);
    const list = (await call('GET', '/api/products?limit=100', {})).json() as ProductListResponse;
    expect(list.products.find((item) => item.product_id === before.product_id)?.price).toBe(1111.11);
  });

  it('changes only the fields sent, as multipart', async () => {
    const before = await created();
    const response = await sendForm('PUT', `/api/products/${before.product_id}`, {
      name: 'Renamed Amulet',
      stock: '0',
    });
    expect(response.statusCode).toBe(200);
    const { product } = response.json() as ProductWriteResponse;
    expect(product).toMatchObject({
      name: 'Renamed Amulet',
      stock: 0,
      price: before.price,
      product_code: before.product_code,
    });
    expect(product.description).toBe(before.description);
  });

  it('adds pictures, makes one the main picture and removes another', async () => {
    const product = await created(simpleProduct(), [
      { fileName: 'a.png', data: await pngPicture('#111111') },
      { fileName: 'b.png', data: await pngPicture('#222222') },
    ]);
    const [first, second] = product.images;
    const response = await sendForm(
      'PUT',
      `/api/products/${product.product_id}`,
      { image_order: ['new:0', second!.image_id], remove_image_ids: [first!.image_id] },
      [{ fileName: 'c.png', data: await pngPicture('#333333') }],
    );
    expect(response.statusCode).toBe(200);
    const images = (response.json() as ProductWriteResponse).product.images;
    expect(images).toHaveLength(2);
    expect(images[1]!.image_id).toBe(second!.image_id);
    expect(images[0]!.url).not.toBe(first!.url);
    const shop = (await call('GET', `/api/products/${product.product_id}`, {})).json() as Product;
    expect(shop.image_url).toBe(images[0]!.url);
  });

  it('makes an existing picture the main one by order alone', async () => {
    const product = await created(simpleProduct(), [
      { fileName: 'a.png', data: await pngPicture('#444444') },
      { fileName: 'b.png', data: await pngPicture('#555555') },
    ]);
    const [first, second] = product.images;
    const response = await call('PUT', `/api/products/${product.product_id}`, admin, {
      image_order: [second!.image_id],
    });
    expect((response.json() as ProductWriteResponse).product.images.map((image) => image.image_id)).toEqual([
      second!.image_id,
      first!.image_id,
    ]);
  });

  it.each([
    [
      'a picture of another product',
      (other: number) => ({ remove_image_ids: [other] }),
      'does not belong to this product',
    ],
    ['a new picture that was not sent', () => ({ image_order: ['new:0'] }), 'image file(s) were sent'],
    ['a picture listed twice', (_other: number, own: number) => ({ image_order: [own, own] }), 'twice'],
  ])('refuses %s', async (_case, body, message) => {
    const other = await created(simpleProduct(), [{ fileName: 'x.png', data: await pngPicture('#666666') }]);
    const own = await created(simpleProduct(), [{ fileName: 'y.png', data: await pngPicture('#777777') }]);
    const response = await call(
      'PUT',
      `/api/products/${own.product_id}`,
      admin,
      body(other.images[0]!.image_id, own.images[0]!.image_id),
    );
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
  });

  it('edits, adds and removes variants and keeps the totals in step', async () => {
    const product = await created({
      name: 'Citrine Bracelet',
      category_id: bracelets.id,
      has_variants: 'true',
      variants: [
        { attributes: { size: 'S' }, price: 500, stock: 1 },
        { attributes: { size: 'M' }, price: 600, stock: 2 },
      ],
    });
    const [small] = product.variants;
    const response = await call('PUT', `/api/products/${product.product_id}`, admin, {
      variants: [
        { variant_id: small!.variant_id, attributes: { size: 'S' }, price: 450, stock: 5 },
        { attributes: { size: 'L' }, price: 700, stock: 3 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const edited = (response.json() as ProductWriteResponse).product;
    expect(edited.variants.map((variant) => [variant.attributes.size, variant.price, variant.stock])).toEqual(
      [
        ['S', 450, 5],
        ['L', 700, 3],
      ],
    );
    expect(edited).toMatchObject({ price: 450, stock: 8, has_variants: true });
    expect(edited.variants[0]!.variant_id).toBe(small!.variant_id);
  });

  it('refuses a product price on a variant product', async () => {
    const product = await created({
      name: 'Jade Bracelet',
      category_id: bracelets.id,
      variants: [{ attributes: { size: 'S' }, price: 500 }],
    });
    const response = await call('PUT', `/api/products/${product.product_id}`, admin, { price: 10 });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain('takes its price and stock from its variants');
  });

  it('refuses to remove a variant that appears in an order, and says what to do instead', async () => {
    const product = await created({
      name: 'Rose Quartz Bracelet',
      category_id: bracelets.id,
      variants: [
        { attributes: { size: 'S' }, price: 500, stock: 1 },
        { attributes: { size: 'M' }, price: 600, stock: 1 },
      ],
    });
    const ordered = product.variants[1]!;
    const order = await createPastOrder(t.db, {
      userId: customer.user.id,
      recipientName: 'Maria Santos',
      email: 'maria@example.ph',
      paymentMethod: 'cod',
      path: [],
      placedAt: new Date(),
      items: [
        {
          product: {
            id: product.product_id,
            name: product.name,
            productCode: product.product_code,
            priceCentavos: 60_000,
          },
          quantity: 1,
        },
      ],
    });
    await t.db
      .update(orderItems)
      .set({ variantId: ordered.variant_id })
      .where(eq(orderItems.orderId, order.id));
    const response = await call('PUT', `/api/products/${product.product_id}`, admin, {
      variants: [{ variant_id: product.variants[0]!.variant_id, attributes: { size: 'S' }, price: 500 }],
    });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(
      'The variant size: M appears in orders and cannot be removed. Set its stock to 0 instead.',
    );
  });

  it('switches a flash deal on with an end time and a discount, and off again taking the discount with it', async () => {
    const product = await created();
    const on = await call('PUT', `/api/products/${product.product_id}`, admin, {
      is_flash_deal: true,
      flash_deal_end: '2099-12-31T16:00:00.000Z',
      discount_percentage: 25,
    });
    expect(on.statusCode).toBe(200);
    const shop = (await call('GET', `/api/products/${product.product_id}`, {})).json() as Product;
    expect(shop).toMatchObject({ is_flash_deal: true, discount_percentage: 25 });
    const off = await call('PUT', `/api/products/${product.product_id}`, admin, { is_flash_deal: false });
    expect((off.json() as ProductWriteResponse).product).toMatchObject({
      is_flash_deal: false,
      discount_percentage: null,
      flash_deal_end: null,
    });
  });

  it('answers 404 for an unknown product and 400 for a bad id or body', async () => {
    expect((await call('PUT', '/api/products/999999', admin, { price: 1 })).statusCode).toBe(404);
    expect((await call('PUT', '/api/products/abc', admin, { price: 1 })).statusCode).toBe(400);
    const product = await created();
    const wrongType = await call('PUT', `/api/products/${product.product_id}`, admin, { stock: 'lots' });
    expect(wrongType.statusCode).toBe(400);
    expect(messageOf(wrongType)).toContain('Stock must be a number');
    const longName = await call('PUT', `/api/products/${product.product_id}`, admin, {
      name: 'x'.repeat(201),
    });
    expect(longName.statusCode).toBe(400);
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes a product no order holds, pictures and all', async () => {
    const product = await created(simpleProduct(), [
      { fileName: 'a.png', data: await pngPicture('#888888') },
    ]);
    const response = await call('DELETE', `/api/products/${product.product_id}`, admin);
    expect(response.json()).toEqual({ outcome: 'deleted', message: ADMIN_PRODUCT_MESSAGES.deleted });
    expect((await call('GET', `/api/admin/products/${product.product_id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/products/${product.product_id}`, admin)).statusCode).toBe(404);
  });

  it('archives an ordered product: gone from the shop and search, while its order still reads fine', async () => {
    const product = await created(simpleProduct({ name: 'Heirloom Qilin Statue' }));
    const order = await createPastOrder(t.db, {
      userId: customer.user.id,
      recipientName: 'Maria Santos',
      email: 'maria@example.ph',
      paymentMethod: 'cod',
      path: [],
      placedAt: new Date(),
      items: [
        {
          product: {
            id: product.product_id,
            name: product.name,
            productCode: product.product_code,
            priceCentavos: 125_050,
          },
          quantity: 2,
        },
      ],
    });
    const response = await call('DELETE', `/api/products/${product.product_id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json() as ProductDeleteResponse).toEqual({
      outcome: 'archived',
      message: ADMIN_PRODUCT_MESSAGES.archived,
    });

    expect((await call('GET', `/api/products/${product.product_id}`, {})).statusCode).toBe(404);
    const list = (await call('GET', '/api/products?limit=100', {})).json() as ProductListResponse;
    expect(list.products.map((item) => item.product_id)).not.toContain(product.product_id);
    const search = (await call('GET', '/api/products/search?query=qilin', {})).json() as {
      products: Product[];
    };
    expect(search.products).toEqual([]);

    const ownOrder = await call('GET', `/api/orders/${order.id}`, customer.headers);
    expect(ownOrder.statusCode).toBe(200);
    expect(ownOrder.body).toContain('Heirloom Qilin Statue');

    // The owner still opens it, and may bring it back.
    expect((await call('GET', `/api/products/${product.product_id}`, admin)).statusCode).toBe(200);
    const restored = await call('PUT', `/api/products/${product.product_id}`, admin, { status: 'active' });
    expect((restored.json() as ProductWriteResponse).product.status).toBe('active');
    expect((await call('GET', `/api/products/${product.product_id}`, {})).statusCode).toBe(200);
  });
});

describe('GET /api/admin/products', () => {
  let lantern: AdminProduct;
  beforeAll(async () => {
    const lanterns = await createCategory(t.db, { name: 'Lanterns', code: 'LAN' });
    lantern = await created(
      simpleProduct({ name: 'Red Silk Lantern', category_id: lanterns.id, stock: '0' }),
    );
    await call(
      'DELETE',
      `/api/products/${(await created(simpleProduct({ name: 'Paper Lantern', category_id: lanterns.id }))).product_id}`,
      admin,
    );
    await createProduct(t.db, { categoryId: lanterns.id, name: 'Stone Lantern', status: 'archived' });
  });

  const list = async (query: string) => {
    const response = await call('GET', `/api/admin/products?${query}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AdminProductList;
  };

  it('lists archived products too, with stock and status, found by name or code', async () => {
    const byName = await list('search=lantern');
    expect(byName.products.map((row) => [row.name, row.status]).sort()).toEqual([
      ['Red Silk Lantern', 'active'],
      ['Stone Lantern', 'archived'],
    ]);
    expect(byName.products.find((row) => row.name === 'Red Silk Lantern')).toMatchObject({
      stock: 0,
      in_orders: false,
    });
    const byCode = await list(`search=${lantern.product_code}`);
    expect(byCode.products.map((row) => row.product_id)).toEqual([lantern.product_id]);
  });

  it('filters by category and status, and pages', async () => {
    const archived = await list(`category=${lantern.category_id}&status=archived`);
    expect(archived.products.map((row) => row.name)).toEqual(['Stone Lantern']);
    const firstPage = await list('limit=2&page=1');
    expect(firstPage.products).toHaveLength(2);
    expect(firstPage.total_pages).toBe(Math.ceil(firstPage.total / 2));
    const secondPage = await list('limit=2&page=2');
    expect(secondPage.products[0]!.product_id).not.toBe(firstPage.products[0]!.product_id);
  });

  it.each([
    ['status=gone', 'status must be all, active or archived'],
    ['page=0', 'page must be at least 1'],
    ['category=abc', 'category must be a category id'],
  ])('refuses %s', async (query, message) => {
    const response = await call('GET', `/api/admin/products?${query}`, admin);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
  });

  it('answers the edit form with what is stored, archived or not', async () => {
    const response = await call('GET', `/api/admin/products/${lantern.product_id}`, admin);
    expect(response.json()).toEqual(lantern);
    expect((await call('GET', '/api/admin/products/0', admin)).statusCode).toBe(400);
  });
});
