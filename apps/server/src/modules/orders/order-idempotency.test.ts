import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories/catalog.ts';
import { createPromotion } from '../../db/factories/promotions.ts';
import { orderRequestKeys, orders, products } from '../../db/schema/index.ts';
import { customerWithAddress, orderBody, orderShop } from '../../test/orders.ts';

const shop = orderShop();

type Headers = Record<string, string>;

const post = (headers: Headers, key: string | null, body: Record<string, unknown>) =>
  shop.t.app.inject({
    method: 'POST',
    url: '/api/transactions/orders',
    headers: key === null ? headers : { ...headers, 'idempotency-key': key },
    payload: body,
  });

const ordersOf = (userId: number) => shop.t.db.select().from(orders).where(eq(orders.userId, userId));

async function setUp(stock = 10) {
  const customer = await customerWithAddress(shop.t, shop.place);
  const product = await createProduct(shop.t.db, { categoryId: shop.categoryId, price: 450, stock });
  const body = orderBody([{ product_id: product.id, variant_id: null, quantity: 2, price: 450 }], {
    payment_method: 'dragonpay',
  });
  return { ...customer, product, body };
}

describe('placing an order with an Idempotency-Key', () => {
  it('answers a retry with the same key and body with the same order, stock reserved once', async () => {
    const { user, headers, product, body } = await setUp();
    const first = await post(headers, 'checkout-attempt-0001', body);
    expect(first.statusCode).toBe(201);
    const again = await post(headers, 'checkout-attempt-0001', body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await shop.stockOf(product.id)).toBe(8);
  });

  it('places one order when the same request arrives several times at once', async () => {
    const { user, headers, product, body } = await setUp();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(headers, 'checkout-attempt-0002', body)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().order.order_id)).size).toBe(1);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await shop.stockOf(product.id)).toBe(8);
  });

  it('answers every copy with the order even when the first took what the others would be refused for', async () => {
    // A code one customer may use once: the first copy redeems it, the others find it used up.
    const { user, headers, product, body } = await setUp();
    const promotion = await createPromotion(shop.t.db, { perCustomerLimit: 1, totalLimit: 1 });
    const withCode = { ...body, voucher_code: promotion.code };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(headers, 'checkout-attempt-0009', withCode)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().order.order_id)).size).toBe(1);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await shop.stockOf(product.id)).toBe(8);
  });

  it('refuses the same key with a different body with 409 and says why', async () => {
    const { user, headers, product, body } = await setUp();
    expect((await post(headers, 'checkout-attempt-0003', body)).statusCode).toBe(201);
    const changed = await post(headers, 'checkout-attempt-0003', {
      ...body,
      items: [{ product_id: product.id, variant_id: null, quantity: 3, price: 450 }],
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      message:
        'This checkout was already used for a different order. Please review your order and place it again.',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await shop.stockOf(product.id)).toBe(8);
  });

  it('keeps keys per customer, lets a refused attempt be tried again, and forgets a key after a day', async () => {
    const first = await setUp(3);
    const second = await setUp(3);
    expect((await post(first.headers, 'shared-key-0004', first.body)).statusCode).toBe(201);
    // Another customer's same key is theirs alone.
    expect((await post(second.headers, 'shared-key-0004', second.body)).statusCode).toBe(201);

    // An order refused whole (not enough stock) keeps no key: the same attempt may succeed later.
    const tooMany = {
      ...first.body,
      items: [{ product_id: first.product.id, variant_id: null, quantity: 5, price: 450 }],
    };
    expect((await post(first.headers, 'refused-key-0005', tooMany)).statusCode).toBe(409);
    await shop.t.db.update(products).set({ stock: 10 }).where(eq(products.id, first.product.id));
    expect((await post(first.headers, 'refused-key-0005', tooMany)).statusCode).toBe(201);

    await shop.t.db
      .update(orderRequestKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderRequestKeys.key, 'shared-key-0004'));
    const later = await post(first.headers, 'shared-key-0004', first.body);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf(first.user.id)).toHaveLength(3);
  });

  it('refuses a malformed key with 400', async () => {
    const { headers, body } = await setUp();
    for (const key of ['short', 'x'.repeat(101), 'has spaces in it', 'ünïcödé-key-123']) {
      const response = await post(headers, key, body);
      expect(response.statusCode, key).toBe(400);
      expect(response.json().message).toBe(
        'Header field "idempotency-key": Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores',
      );
    }
  });

  it('still places an order without a key', async () => {
    const { user, headers, body } = await setUp();
    expect((await post(headers, null, body)).statusCode).toBe(201);
    expect((await post(headers, null, body)).statusCode).toBe(201);
    expect(await ordersOf(user.id)).toHaveLength(2);
  });
});

describe('starting the payment of an order', () => {
  it('gives the same transaction and gateway address when started twice', async () => {
    const { headers, body } = await setUp();
    const placed = (await post(headers, 'checkout-attempt-0006', body)).json().order;
    const start = () =>
      shop.t.app.inject({
        method: 'POST',
        url: '/api/transactions/payment',
        headers,
        payload: {
          order_id: placed.order_id,
          payment_method: 'dragonpay',
          payment_details: { email: 'liza@example.ph' },
        },
      });
    const first = await start();
    const second = await start();
    expect(first.statusCode).toBe(200);
    expect(second.json().payment_url).toBe(first.json().payment_url);
    expect(first.json().payment_url).toContain(`${placed.order_code}-1`);
  });
});
