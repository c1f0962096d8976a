import type { CartLine } from '@fengshui/shared/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { mergeGuestCart } from './cart-service.ts';

let t: TestApp;
let incense: { id: number };
let lastFive: { id: number };
let soldOut: { id: number };
let bracelet: { id: number; small: number; large: number };

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t.db, { name: 'Incense Sticks' });
  incense = await createProduct(t.db, {
    categoryId: category.id,
    name: 'Sandalwood Incense Sticks',
    price: 180,
    stock: 200,
    imageKeys: ['products/incense'],
    flashDeal: { discountPercentage: 10, endsAt: new Date(Date.now() + 86_400_000) },
  });
  lastFive = await createProduct(t.db, {
    categoryId: category.id,
    name: 'Brass Censer',
    price: 950,
    stock: 5,
  });
  soldOut = await createProduct(t.db, {
    categoryId: category.id,
    name: 'Agarwood Cones',
    price: 420,
    stock: 0,
  });
  const variantProduct = await createProduct(t.db, {
    categoryId: category.id,
    name: 'Tiger Eye Bracelet',
    variants: [
      { attributes: { size: 'Small', color: 'Gold' }, price: 650, stock: 3, sku: 'TE-S' },
      { attributes: { size: 'Large', color: 'Gold' }, price: 720, stock: 10, sku: 'TE-L' },
    ],
  });
  const variants = (await t.app.inject({ method: 'GET', url: `/api/products/${variantProduct.id}` })).json()
    .variants;
  bracelet = { id: variantProduct.id, small: variants[0].variant_id, large: variants[1].variant_id };
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const add = (headers: Headers, product_id: number, quantity: number, variant_id: number | null = null) =>
  call('POST', '/api/cart', headers, { product_id, variant_id, quantity });
const lines = async (headers: Headers) =>
  ((await call('GET', '/api/cart', headers)).json() as { items: CartLine[] }).items;

describe('adding to the cart', () => {
  it('gives every field of a cart line, with the live discounted price', async () => {
    const { headers } = await signInAs(t);
    const response = await add(headers, incense.id, 2);
    expect(response.statusCode).toBe(201);
    expect(response.json().items).toEqual([
      expect.objectContaining({
        product_id: incense.id,
        id: incense.id,
        variant_id: null,
        product_name: 'Sandalwood Incense Sticks',
        name: 'Sandalwood Incense Sticks',
        price: 180,
        original_price: 180,
        discount_percentage: 10,
        discounted_price: 162,
        quantity: 2,
        stock: 200,
        stock_quantity: 200,
        image_url: '/media/products/incense/640.webp',
        category_name: 'Incense Sticks',
        selected: true,
      }),
    ]);
  });

  it('raises the one line when the same product and variant is added again', async () => {
    const { headers } = await signInAs(t);
    await add(headers, bracelet.id, 1, bracelet.large);
    await add(headers, bracelet.id, 2, bracelet.large);
    await add(headers, bracelet.id, 1, bracelet.small);
    const items = await lines(headers);
    expect(items.map((line) => [line.variant_id, line.quantity, line.size, line.sku])).toEqual([
      [bracelet.large, 3, 'Large', 'TE-L'],
      [bracelet.small, 1, 'Small', 'TE-S'],
    ]);
    expect(items[0]?.variant_attributes).toEqual({ size: 'Large', color: 'Gold' });
  });

  it('never lets a line pass the stock: "Not enough stock available"', async () => {
    const { headers } = await signInAs(t);
    expect((await add(headers, lastFive.id, 4)).statusCode).toBe(201);
    const over = await add(headers, lastFive.id, 2);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Not enough stock available');
    expect((await lines(headers))[0]?.quantity).toBe(4);
    const soldOutAdd = await add(headers, soldOut.id, 1);
    expect(soldOutAdd.statusCode).toBe(400);
    expect(soldOutAdd.json().message).toBe('This item is out of stock');
  });

  it('keeps a line within 99 with stock to spare, and says that is the limit, not the stock', async () => {
    const { headers } = await signInAs(t);
    expect((await add(headers, incense.id, 95)).statusCode).toBe(201);
    const over = await add(headers, incense.id, 10);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      message: 'At most 99 of one item in the cart',
      code: 'CART_LINE_LIMIT',
    });
    expect((await lines(headers))[0]?.quantity).toBe(95);
    expect((await add(headers, incense.id, 4)).statusCode).toBe(201);
  });

  it('makes one line, within the stock, when the same item is added many times at once', async () => {
    const { headers } = await signInAs(t);
    const results = await Promise.all(Array.from({ length: 8 }, () => add(headers, lastFive.id, 1)));
    expect(results.filter((result) => result.statusCode === 201)).toHaveLength(5);
    expect(results.filter((result) => result.statusCode === 400)).toHaveLength(3);
    expect((await lines(headers)).map((line) => line.quantity)).toEqual([5]);
  });

  it('needs the variant of a variant product, and one of its own variants', async () => {
    const { headers } = await signInAs(t);
    const missing = await add(headers, bracelet.id, 1);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please select all options');
    expect((await add(headers, incense.id, 1, bracelet.small)).statusCode).toBe(404);
    expect((await add(headers, 987654, 1)).json().message).toBe('Product not found');
  });

  it.each([0, -1, 1.5, 'abc', 1e9, null])('refuses the quantity %s with 400', async (quantity) => {
    const { headers } = await signInAs(t);
    const response = await call('POST', '/api/cart', headers, {
      product_id: incense.id,
      variant_id: null,
      quantity,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Quantity/);
  });

  it('is for signed-in customers', async () => {
    expect((await call('GET', '/api/cart', {})).statusCode).toBe(401);
    expect((await add({}, incense.id, 1)).statusCode).toBe(401);
  });
});

describe('changing the cart', () => {
  it('updates a quantity within the stock and 99', async () => {
    const { headers } = await signInAs(t);
    const [line] = (await add(headers, incense.id, 1)).json().items as CartLine[];
    expect(
      (await call('PUT', `/api/cart/${line!.cart_id}`, headers, { quantity: 99 })).json().items[0].quantity,
    ).toBe(99);
    const tooMany = await call('PUT', `/api/cart/${line!.cart_id}`, headers, { quantity: 100 });
    expect(tooMany.statusCode).toBe(400);
    const [small] = (await add(headers, bracelet.id, 1, bracelet.small))
      .json()
      .items.filter((item: CartLine) => item.variant_id === bracelet.small);
    const overStock = await call('PUT', `/api/cart/${small.cart_id}`, headers, { quantity: 4 });
    expect(overStock.json().message).toBe('Not enough stock available');
  });

  it("treats another customer's line as not found, on every call", async () => {
    const owner = await signInAs(t);
    const stranger = await signInAs(t);
    const [line] = (await add(owner.headers, incense.id, 1)).json().items as CartLine[];
    const url = `/api/cart/${line!.cart_id}`;
    expect((await call('PUT', url, stranger.headers, { quantity: 2 })).statusCode).toBe(404);
    expect((await call('DELETE', url, stranger.headers)).statusCode).toBe(404);
    expect((await call('PATCH', `${url}/selection`, stranger.headers, { selected: false })).statusCode).toBe(
      404,
    );
    await call('POST', '/api/cart/remove', stranger.headers, { cart_ids: [line!.cart_id] });
    expect(await lines(owner.headers)).toHaveLength(1);
  });

  it('keeps the selection on the server, selects all, and deletes the selected lines', async () => {
    const { headers } = await signInAs(t);
    await add(headers, incense.id, 1);
    const items = (await add(headers, lastFive.id, 1)).json().items as CartLine[];
    await call('PATCH', `/api/cart/${items[0]!.cart_id}/selection`, headers, { selected: false });
    expect((await lines(headers)).map((line) => line.selected)).toEqual([false, true]);
    await call('PATCH', '/api/cart/selection', headers, { selected: true });
    expect((await lines(headers)).every((line) => line.selected)).toBe(true);
    const left = await call('POST', '/api/cart/remove', headers, { cart_ids: [items[1]!.cart_id] });
    expect(left.json().items.map((line: CartLine) => line.product_id)).toEqual([incense.id]);
    expect((await call('POST', '/api/cart/remove', headers, { cart_ids: [] })).json().message).toContain(
      'No items selected for removal',
    );
    expect((await call('DELETE', '/api/cart', headers)).json()).toEqual({ items: [] });
  });

  it('answers bad line ids with 400', async () => {
    const { headers } = await signInAs(t);
    expect((await call('DELETE', '/api/cart/abc', headers)).statusCode).toBe(400);
    expect((await call('PUT', '/api/cart/-4', headers, { quantity: 1 })).statusCode).toBe(400);
  });
});

describe('merging a guest cart after sign-in', () => {
  it('sums with the existing lines, caps at the stock and reports what was not added in full', async () => {
    const { headers } = await signInAs(t);
    await add(headers, lastFive.id, 2);
    const response = await call('POST', '/api/cart/merge', headers, {
      items: [
        { product_id: lastFive.id, variant_id: null, quantity: 4 },
        { product_id: bracelet.id, variant_id: bracelet.large, quantity: 2 },
        { product_id: bracelet.id, variant_id: bracelet.large, quantity: 1 },
        { product_id: soldOut.id, variant_id: null, quantity: 1 },
        { product_id: 987654, variant_id: null, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { items: CartLine[]; adjustments: unknown[] };
    expect(body.items.map((line) => [line.product_id, line.variant_id, line.quantity])).toEqual([
      [lastFive.id, null, 5],
      [bracelet.id, bracelet.large, 3],
    ]);
    expect(body.adjustments).toEqual([
      { product_id: lastFive.id, variant_id: null, name: 'Brass Censer', requested: 4, added: 3 },
      { product_id: soldOut.id, variant_id: null, name: 'Agarwood Cones', requested: 1, added: 0 },
      { product_id: 987654, variant_id: null, name: null, requested: 1, added: 0 },
    ]);
  });
});

describe('a database failure while merging', () => {
  it('fails the merge rather than reporting the line as not added', async () => {
    const { user } = await signInAs(t);
    // The database answers the transaction's first read with a lost connection.
    const failing = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return (run: (tx: unknown) => Promise<unknown>) =>
          target.transaction((tx) =>
            run(
              new Proxy(tx, {
                get(txTarget, txProperty, txReceiver) {
                  if (txProperty === 'select')
                    return () => {
                      throw new Error('Connection terminated unexpectedly');
                    };
                  return Reflect.get(txTarget, txProperty, txReceiver);
                },
              }),
            ),
          );
      },
    });
    await expect(
      mergeGuestCart(failing, user.id, {
        items: [{ product_id: incense.id, variant_id: null, quantity: 1 }],
      }),
    ).rejects.toThrow('Connection terminated unexpectedly');
  });
});
