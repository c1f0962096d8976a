import { ADMIN_PRODUCT_MESSAGES } from '@fengshui/shared/admin-catalog';
import type {
  AdminProduct,
  AdminProductList,
  ProductDeleteResponse,
  ProductWriteResponse,
} from '@fengshui/shared/admin-product-reads';
import type { Product, ProductListResponse } from '@fengshui/shared/catalog';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { products } from '../../db/schema/index.ts';
import { adminProductsKit } from '../../test/admin-products-kit.ts';
import { pngPicture } from '../../test/admin-test-forms.ts';

const { kit, call, sendForm, simpleProduct, created, messageOf, orderOf } = adminProductsKit();

describe('PUT /api/products/:id', () => {
  it('changes only the fields sent, as JSON, and the shop shows the new price at once', async () => {
    const before = await created(simpleProduct({ is_best_seller: 'true' }), [
      { fileName: 'a.png', data: await pngPicture() },
    ]);
    const response = await call('PUT', `/api/products/${before.product_id}`, kit.admin, { price: 1111.11 });
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
    const response = await call('PUT', `/api/products/${product.product_id}`, kit.admin, {
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
      kit.admin,
      body(other.images[0]!.image_id, own.images[0]!.image_id),
    );
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
  });

  it('switches a flash deal on with an end time and a discount, and off again taking the discount with it', async () => {
    const product = await created();
    const on = await call('PUT', `/api/products/${product.product_id}`, kit.admin, {
      is_flash_deal: true,
      flash_deal_end: '2099-12-31T16:00:00.000Z',
      discount_percentage: 25,
    });
    expect(on.statusCode).toBe(200);
    const shop = (await call('GET', `/api/products/${product.product_id}`, {})).json() as Product;
    expect(shop).toMatchObject({ is_flash_deal: true, discount_percentage: 25 });
    const off = await call('PUT', `/api/products/${product.product_id}`, kit.admin, {
      is_flash_deal: false,
    });
    expect((off.json() as ProductWriteResponse).product).toMatchObject({
      is_flash_deal: false,
      discount_percentage: null,
      flash_deal_end: null,
    });
  });

  it('saves a product whose flash deal has run out, its end sent back unchanged as the edit form does', async () => {
    const product = await created();
    const ended = new Date(Date.now() - 86_400_000);
    await kit.t.db
      .update(products)
      .set({ isFlashDeal: true, flashDealEnd: ended, discountPercentage: 20 })
      .where(eq(products.id, product.product_id));
    const stockOnly = await call('PUT', `/api/products/${product.product_id}`, kit.admin, {
      stock: 7,
      is_flash_deal: true,
      flash_deal_end: ended.toISOString(),
      discount_percentage: 20,
    });
    expect(stockOnly.statusCode, stockOnly.body).toBe(200);
    expect((stockOnly.json() as ProductWriteResponse).product.stock).toBe(7);
    // An end the owner moves must still lie ahead.
    const moved = await call('PUT', `/api/products/${product.product_id}`, kit.admin, {
      flash_deal_end: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(moved.statusCode).toBe(400);
    expect(messageOf(moved)).toBe('The flash deal end time must be in the future');
  });

  it('answers 404 for an unknown product and 400 for a bad id or body', async () => {
    expect((await call('PUT', '/api/products/999999', kit.admin, { price: 1 })).statusCode).toBe(404);
    expect((await call('PUT', '/api/products/abc', kit.admin, { price: 1 })).statusCode).toBe(400);
    const product = await created();
    const wrongType = await call('PUT', `/api/products/${product.product_id}`, kit.admin, { stock: 'lots' });
    expect(wrongType.statusCode).toBe(400);
    expect(messageOf(wrongType)).toContain('Stock must be a number');
    const longName = await call('PUT', `/api/products/${product.product_id}`, kit.admin, {
      name: 'x'.repeat(201),
    });
    expect(longName.statusCode).toBe(400);
  });
});

describe('search after the owner changes a product', () => {
  const found = async (query: string) =>
    (
      (await call('GET', `/api/products/search?view=card&query=${encodeURIComponent(query)}`, {})).json() as {
        products: Product[];
      }
    ).products.map((product) => product.product_id);

  it('finds a renamed product by its new name and not its old one, and a deleted one not at all', async () => {
    const product = await created(simpleProduct({ name: 'Crimson Dragon Lantern' }));
    expect(await found('crimson dragon')).toEqual([product.product_id]);
    await call('PUT', `/api/products/${product.product_id}`, kit.admin, { name: 'Golden Toad Figure' });
    expect(await found('crimson dragon')).toEqual([]);
    expect(await found('golden toad')).toEqual([product.product_id]);
    await call('DELETE', `/api/products/${product.product_id}`, kit.admin);
    expect(await found('golden toad')).toEqual([]);
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes a product no order holds, pictures and all', async () => {
    const product = await created(simpleProduct(), [
      { fileName: 'a.png', data: await pngPicture('#888888') },
    ]);
    const response = await call('DELETE', `/api/products/${product.product_id}`, kit.admin);
    expect(response.json()).toEqual({ outcome: 'deleted', message: ADMIN_PRODUCT_MESSAGES.deleted });
    expect((await call('GET', `/api/admin/products/${product.product_id}`, kit.admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/products/${product.product_id}`, kit.admin)).statusCode).toBe(404);
  });

  it('archives an ordered product: gone from the shop and search, while its order still reads fine', async () => {
    const product = await created(simpleProduct({ name: 'Heirloom Qilin Statue' }));
    const order = await orderOf(product, 125_050, 2);
    const response = await call('DELETE', `/api/products/${product.product_id}`, kit.admin);
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

    const ownOrder = await call('GET', `/api/orders/${order.id}`, kit.customer.headers);
    expect(ownOrder.statusCode).toBe(200);
    expect(ownOrder.body).toContain('Heirloom Qilin Statue');

    // The owner still opens it, and may bring it back.
    expect((await call('GET', `/api/products/${product.product_id}`, kit.admin)).statusCode).toBe(200);
    const restored = await call('PUT', `/api/products/${product.product_id}`, kit.admin, {
      status: 'active',
    });
    expect((restored.json() as ProductWriteResponse).product.status).toBe('active');
    expect((await call('GET', `/api/products/${product.product_id}`, {})).statusCode).toBe(200);
  });
});

describe('GET /api/admin/products', () => {
  let lantern: AdminProduct;
  beforeAll(async () => {
    const lanterns = await createCategory(kit.t.db, { name: 'Lanterns', code: 'LAN' });
    lantern = await created(
      simpleProduct({ name: 'Red Silk Lantern', category_id: lanterns.id, stock: '0' }),
    );
    await call(
      'DELETE',
      `/api/products/${(await created(simpleProduct({ name: 'Paper Lantern', category_id: lanterns.id }))).product_id}`,
      kit.admin,
    );
    await createProduct(kit.t.db, { categoryId: lanterns.id, name: 'Stone Lantern', status: 'archived' });
  });

  const list = async (query: string) => {
    const response = await call('GET', `/api/admin/products?${query}`, kit.admin);
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
    const response = await call('GET', `/api/admin/products?${query}`, kit.admin);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
  });

  it('answers the edit form with what is stored, archived or not', async () => {
    const response = await call('GET', `/api/admin/products/${lantern.product_id}`, kit.admin);
    expect(response.json()).toEqual(lantern);
    expect((await call('GET', '/api/admin/products/0', kit.admin)).statusCode).toBe(400);
  });
});
