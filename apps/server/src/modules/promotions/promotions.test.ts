import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPlace } from '../../db/factories/locations.ts';
import { createPromotion } from '../../db/factories/promotions.ts';
import { orders, promotions } from '../../db/schema/index.ts';
import { customerWithAddress, orderBody, postOrder } from '../../test/orders.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let place: Awaited<ReturnType<typeof createPlace>>;
let categoryId: number;
let otherCategoryId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  place = await createPlace(t.db);
  categoryId = (await createCategory(t.db)).id;
  otherCategoryId = (await createCategory(t.db)).id;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const validate = (headers: Headers, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/promotions/validate', headers, payload: body });
const quote = (code: string, amount = 1000, shipping = 150, items: unknown[] = []) => ({
  code,
  order_amount: amount,
  shipping_fee: shipping,
  items,
});

const customer = () => customerWithAddress(t, place);

const orderWith = (headers: Headers, productId: number, price: number, voucher: string | null) =>
  postOrder(
    t,
    headers,
    orderBody([{ product_id: productId, variant_id: null, quantity: 1, price }], { voucher_code: voucher }),
  );

describe('POST /api/promotions/validate', () => {
  it('reports a percentage, a fixed and a free-shipping discount with their split', async () => {
    const { headers } = await signInAs(t);
    const percent = await createPromotion(t.db, { type: 'percentage', value: 10, name: 'Ten off' });
    const fixed = await createPromotion(t.db, { type: 'fixed', value: 88 });
    const free = await createPromotion(t.db, { type: 'free_shipping' });
    expect((await validate(headers, quote(percent.code))).json()).toMatchObject({
      valid: true,
      promotion: { code: percent.code, name: 'Ten off', type: 'percentage' },
      discount: { total_discount: 100, product_discount: 100, shipping_discount: 0 },
    });
    expect((await validate(headers, quote(fixed.code))).json().discount).toEqual({
      total_discount: 88,
      product_discount: 88,
      shipping_discount: 0,
    });
    expect((await validate(headers, quote(free.code))).json().discount).toEqual({
      total_discount: 150,
      product_discount: 0,
      shipping_discount: 150,
    });
  });

  it('takes codes as people type them: trimmed, any case', async () => {
    const { headers } = await signInAs(t);
    const promotion = await createPromotion(t.db, { code: 'JADE20' });
    expect((await validate(headers, quote('  jade20 '))).statusCode).toBe(200);
    const empty = await validate(headers, quote('   '));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Please enter a promotion code');
    expect(promotion.code).toBe('JADE20');
  });

  it.each([
    ['an unknown code', {}, 'Invalid promotion code'],
    ['a paused code', { status: 'paused' as const }, 'Invalid promotion code'],
    ['an expired code', { endsAt: new Date(Date.now() - DAY) }, 'This promotion code has expired'],
    ['a code not started', { startsAt: new Date(Date.now() + DAY) }, 'This promotion code is not active yet'],
    [
      'an order below the minimum',
      { minOrder: 5000 },
      'A minimum order of ₱5,000.00 is needed for this promotion code',
    ],
    ['a used-up code', { totalLimit: 0 }, 'This promotion code has reached its usage limit'],
  ])('refuses %s with its message', async (label, input, message) => {
    const { headers } = await signInAs(t);
    const promotion = await createPromotion(t.db, input);
    const response = await validate(
      headers,
      quote(label === 'an unknown code' ? 'NOSUCHCODE' : promotion.code),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ valid: false, message });
  });

  it('applies a scoped code only to the items in its categories', async () => {
    const { headers } = await signInAs(t);
    const inScope = await createProduct(t.db, { categoryId, price: 400 });
    const outOfScope = await createProduct(t.db, { categoryId: otherCategoryId, price: 600 });
    const promotion = await createPromotion(t.db, {
      type: 'percentage',
      value: 50,
      categoryIds: [categoryId],
    });
    const items = [
      { product_id: inScope.id, price: 400, quantity: 1 },
      { product_id: outOfScope.id, price: 600, quantity: 1 },
    ];
    expect(
      (await validate(headers, quote(promotion.code, 1000, 100, items))).json().discount.product_discount,
    ).toBe(200);
    const onlyOther = await validate(headers, quote(promotion.code, 600, 100, [items[1]]));
    expect(onlyOther.json().message).toBe('This promotion code does not apply to the items in your order');
  });

  it('is for signed-in customers', async () => {
    expect((await validate({}, quote('ANY'))).statusCode).toBe(401);
  });
});

describe('promotions at order time', () => {
  it("takes the discount off the server's own totals and counts the use", async () => {
    const { headers } = await customer();
    const product = await createProduct(t.db, { categoryId, price: 1000, stock: 5 });
    const promotion = await createPromotion(t.db, { type: 'fixed', value: 150 });
    const response = await orderWith(headers, product.id, 1000, promotion.code.toLowerCase());
    expect(response.statusCode).toBe(201);
    expect(response.json().order).toMatchObject({
      subtotal: 1000,
      shipping_fee: 250,
      product_discount: 150,
      shipping_discount: 0,
      total_amount: 1100,
    });
    const [row] = await t.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(row?.usedCount).toBe(1);
    const [placed] = await t.db.select().from(orders).where(eq(orders.id, response.json().order.order_id));
    expect(placed?.voucherCode).toBe(promotion.code);
  });

  it('holds each customer to the per-customer limit', async () => {
    const { headers } = await customer();
    const product = await createProduct(t.db, { categoryId, price: 300, stock: 5 });
    const promotion = await createPromotion(t.db, { perCustomerLimit: 1 });
    expect((await orderWith(headers, product.id, 300, promotion.code)).statusCode).toBe(201);
    const again = await orderWith(headers, product.id, 300, promotion.code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('You have already used this promotion code');
    expect((await validate(headers, quote(promotion.code))).json().message).toBe(
      'You have already used this promotion code',
    );
  });

  it('redeems a code limited to 3 uses exactly 3 times when 10 orders arrive at once', async () => {
    const product = await createProduct(t.db, { categoryId, price: 500, stock: 100 });
    const promotion = await createPromotion(t.db, { totalLimit: 3 });
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => customer()));
    const results = await Promise.all(
      shoppers.map(({ headers }) => orderWith(headers, product.id, 500, promotion.code)),
    );
    expect(results.filter((result) => result.statusCode === 201)).toHaveLength(3);
    expect(results.filter((result) => result.statusCode === 400)).toHaveLength(7);
    const [row] = await t.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(row?.usedCount).toBe(3);
  }, 60_000);

  it('refuses the whole order for a bad code, reserving nothing', async () => {
    const { user, headers } = await customer();
    const product = await createProduct(t.db, { categoryId, price: 300, stock: 4 });
    const response = await orderWith(headers, product.id, 300, 'NOSUCHCODE');
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });
});
