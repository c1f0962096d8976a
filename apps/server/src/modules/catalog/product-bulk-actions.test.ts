import { describe, expect, it } from 'vitest';
import { adminProductsKit } from '../../test/admin-products-kit.ts';

const { kit, call, simpleProduct, created, messageOf } = adminProductsKit();

const bulk = (payload: object, headers = kit.admin) =>
  call('POST', '/api/admin/products/bulk', headers, payload);
const read = async (id: number) => (await call('GET', `/api/admin/products/${id}`, kit.admin)).json();
const nextMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();

describe('the product table’s sorting', () => {
  it('sorts by the chosen column either way, newest first by default', async () => {
    const cheap = await created(simpleProduct({ name: 'Sort Test Coin', price: '100', stock: '50' }));
    const dear = await created(simpleProduct({ name: 'Sort Test Bagua', price: '900', stock: '2' }));
    const list = async (query: string) =>
      (await call('GET', `/api/admin/products?search=Sort%20Test&${query}`, kit.admin))
        .json()
        .products.map((row: { product_id: number }) => row.product_id);
    expect(await list('')).toEqual([dear.product_id, cheap.product_id]);
    expect(await list('sort=price&dir=asc')).toEqual([cheap.product_id, dear.product_id]);
    expect(await list('sort=price&dir=desc')).toEqual([dear.product_id, cheap.product_id]);
    expect(await list('sort=name&dir=asc')).toEqual([dear.product_id, cheap.product_id]);
    expect(await list('sort=stock&dir=asc')).toEqual([dear.product_id, cheap.product_id]);
    const refused = await call('GET', '/api/admin/products?sort=colour', kit.admin);
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toContain('sort must be one of: created, name, code, category, price, stock');
  });
});

describe('bulk actions on the chosen products', () => {
  it('archives several products at once', async () => {
    const ids = [(await created()).product_id, (await created()).product_id];
    const response = await bulk({ action: 'archive', product_ids: ids });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      succeeded: 2,
      failed: 0,
      message: 'Archive: 2 products changed.',
    });
    for (const id of ids) expect((await read(id)).status).toBe('archived');
  });

  it('moves several products to another category', async () => {
    const ids = [(await created()).product_id, (await created()).product_id];
    const response = await bulk({ action: 'set_category', product_ids: ids, category_id: kit.bracelets.id });
    expect(response.json()).toMatchObject({ succeeded: 2, failed: 0 });
    for (const id of ids) expect((await read(id)).category_id).toBe(kit.bracelets.id);
    const unknown = await bulk({ action: 'set_category', product_ids: ids, category_id: 999_999 });
    expect(unknown.json()).toMatchObject({ succeeded: 0, failed: 2 });
    expect(unknown.json().results[0].message).toMatch(/^Dragon Tortoise Amulet: /);
  });

  it('switches the flash deal on with its end and discount, and off again', async () => {
    const ids = [(await created()).product_id, (await created()).product_id];
    const on = await bulk({
      action: 'flash_deal_on',
      product_ids: ids,
      discount_percentage: 20,
      flash_deal_end: nextMonth(),
    });
    expect(on.json()).toMatchObject({
      succeeded: 2,
      failed: 0,
      message: 'Flash deal on: 2 products changed.',
    });
    expect(await read(ids[0]!)).toMatchObject({ is_flash_deal: true, discount_percentage: 20 });
    const off = await bulk({ action: 'flash_deal_off', product_ids: ids });
    expect(off.json()).toMatchObject({ succeeded: 2 });
    expect(await read(ids[1]!)).toMatchObject({ is_flash_deal: false, discount_percentage: null });
  });

  it('reports a product that is gone and changes the others', async () => {
    const id = (await created()).product_id;
    const response = await bulk({ action: 'archive', product_ids: [id, 987_654] });
    expect(response.json()).toMatchObject({ succeeded: 1, failed: 1 });
    expect(response.json().results[1]).toMatchObject({ product_id: 987_654, ok: false, name: null });
  });

  it.each([
    ['no products', { action: 'archive', product_ids: [] }, 'Choose at least one product'],
    ['an unknown action', { action: 'delete_all', product_ids: [1] }, 'Action must be archive, set_category'],
    [
      'a deal without its end',
      { action: 'flash_deal_on', product_ids: [1], discount_percentage: 10 },
      'Flash deal end must be a date and time',
    ],
    [
      'a 100% deal',
      {
        action: 'flash_deal_on',
        product_ids: [1],
        discount_percentage: 100,
        flash_deal_end: '2099-01-01T00:00:00Z',
      },
      'Discount percentage must be between 1 and 99',
    ],
    [
      'a category that is not a number',
      { action: 'set_category', product_ids: [1], category_id: 'x' },
      'Category is required',
    ],
  ])('refuses %s with 400 and a sentence', async (_name, payload, message) => {
    const response = await bulk(payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
  });

  it('is for admins only', async () => {
    const response = await bulk({ action: 'archive', product_ids: [1] }, kit.customer.headers);
    expect(response.statusCode).toBe(403);
  });
});
