import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPlace } from '../../db/factories/locations.ts';
import { createPromotion } from '../../db/factories/promotions.ts';
import { promotions } from '../../db/schema/index.ts';
import { customerWithAddress, orderBody, postOrder } from '../../test/orders.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let place: Awaited<ReturnType<typeof createPlace>>;
let categoryId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t, { userType: 'admin' })).headers;
  customer = (await signInAs(t)).headers;
  place = await createPlace(t.db);
  categoryId = (await createCategory(t.db)).id;
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload }) });

let codeSequence = 0;
const uniqueCode = (prefix = 'SPRING') => `${prefix}${++codeSequence}`;
const promotionBody = (overrides: Body = {}): Body => ({
  code: uniqueCode(),
  name: 'Spring sale',
  description: 'Ten percent off everything',
  type: 'percentage',
  value: 10,
  ...overrides,
});

/** An order placed with the code, so the promotion counts as used. */
async function useCode(code: string) {
  const shopper = await customerWithAddress(t, place);
  const product = await createProduct(t.db, { categoryId, price: 500, stock: 5 });
  const response = await postOrder(
    t,
    shopper.headers,
    orderBody([{ product_id: product.id, variant_id: null, quantity: 1, price: 500 }], {
      voucher_code: code,
    }),
  );
  expect(response.statusCode).toBe(201);
}

describe('admin promotions: access', () => {
  it.each([
    ['GET', '/admin/promotions', undefined],
    ['GET', '/admin/promotions/1', undefined],
    ['POST', '/admin/promotions', {}],
    ['PUT', '/admin/promotions/1', {}],
    ['POST', '/admin/promotions/1/pause', {}],
    ['POST', '/admin/promotions/1/resume', {}],
    ['DELETE', '/admin/promotions/1', undefined],
  ] as const)('%s %s answers 401 to guests and 403 to customers', async (method, url, payload) => {
    expect((await send(method, url, payload, {})).statusCode).toBe(401);
    expect((await send(method, url, payload, customer)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/promotions', () => {
  it('creates a code, normalised to upper case, live at once and accepted at checkout', async () => {
    const created = await send('POST', '/admin/promotions', promotionBody({ code: '  jade-luck_8 ' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: 'Promotion JADE-LUCK_8 created',
      promotion: {
        code: 'JADE-LUCK_8',
        type: 'percentage',
        value: 10,
        min_order: 0,
        status: 'active',
        state: 'active',
        used_count: 0,
        redemption_count: 0,
        customer_count: 0,
        product_ids: [],
        category_ids: [],
      },
    });
    const check = await send(
      'POST',
      '/promotions/validate',
      { code: 'jade-luck_8', order_amount: 1000, shipping_fee: 100 },
      customer,
    );
    expect(check.json()).toMatchObject({ valid: true, discount: { product_discount: 100 } });
  });

  it('keeps a fixed amount in pesos and a free-shipping code without a value', async () => {
    const fixed = await send(
      'POST',
      '/admin/promotions',
      promotionBody({ type: 'fixed', value: 88.5, min_order: 500 }),
    );
    expect(fixed.json().promotion).toMatchObject({ type: 'fixed', value: 88.5, min_order: 500 });
    const free = await send(
      'POST',
      '/admin/promotions',
      promotionBody({ type: 'free_shipping', value: null }),
    );
    expect(free.statusCode).toBe(201);
    expect(free.json().promotion).toMatchObject({ type: 'free_shipping', value: null });
  });

  it('stores a window, limits and a scope of existing products and categories', async () => {
    const product = await createProduct(t.db, { categoryId, price: 100 });
    const startsAt = new Date(Date.now() + DAY).toISOString();
    const endsAt = new Date(Date.now() + 10 * DAY).toISOString();
    const response = await send(
      'POST',
      '/admin/promotions',
      promotionBody({
        starts_at: startsAt,
        ends_at: endsAt,
        total_limit: 100,
        per_customer_limit: 2,
        product_ids: [product.id, product.id],
        category_ids: [categoryId],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().promotion).toMatchObject({
      starts_at: startsAt,
      ends_at: endsAt,
      total_limit: 100,
      per_customer_limit: 2,
      product_ids: [product.id],
      category_ids: [categoryId],
      state: 'scheduled',
    });
  });

  it.each([
    ['a missing code', { code: undefined }, 'Code is required'],
    ['a blank code', { code: '   ' }, 'Code is required'],
    ['a two-letter code', { code: 'AB' }, 'Code must be 3 to 40 characters'],
    ['an oversized code', { code: 'A'.repeat(41) }, 'Code must be 3 to 40 characters'],
    [
      'a code with spaces',
      { code: 'LUCKY 88' },
      'Code may use only letters, numbers, dashes and underscores',
    ],
    [
      'a code with markup',
      { code: '<script>' },
      'Code may use only letters, numbers, dashes and underscores',
    ],
    ['a missing name', { name: undefined }, 'Name is required'],
    ['a name with markup', { name: '<b>Sale</b>' }, 'Name contains characters that are not allowed'],
    ['an unknown type', { type: 'bogo' }, 'Type must be percentage, fixed or free_shipping'],
    ['a percentage of 0', { value: 0 }, 'Percentage must be a whole number from 1 to 99'],
    ['a percentage of 100', { value: 100 }, 'Percentage must be a whole number from 1 to 99'],
    ['a fractional percentage', { value: 12.5 }, 'Percentage must be a whole number from 1 to 99'],
    ['a percentage without a value', { value: null }, 'Percentage must be a whole number from 1 to 99'],
    ['a value sent as text', { value: '10' }, 'Value must be a number'],
    ['a fixed amount of 0', { type: 'fixed', value: 0 }, 'Amount off must be more than ₱0'],
    ['a negative fixed amount', { type: 'fixed', value: -5 }, 'Amount off must be more than ₱0'],
    [
      'a fixed amount with 3 decimals',
      { type: 'fixed', value: 1.005 },
      'Amount off must be in steps of 0.01',
    ],
    [
      'free shipping with a value',
      { type: 'free_shipping', value: 50 },
      'A free-shipping code has no discount value',
    ],
    ['a negative minimum order', { min_order: -1 }, 'Minimum order cannot be negative'],
    [
      'an end before the start',
      { starts_at: '2030-02-01T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' },
      'The end must be after the start',
    ],
    [
      'an end equal to the start',
      { starts_at: '2030-01-01T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' },
      'The end must be after the start',
    ],
    ['a date that is not a date', { starts_at: 'next monday' }, 'Start must be a date and time'],
    ['an end in year 0000', { ends_at: '0000-01-01T00:00:00Z' }, 'End must be a date and time'],
    ['a total limit of 0', { total_limit: 0 }, 'A usage limit must be at least 1'],
    ['a per-customer limit of 0', { per_customer_limit: 0 }, 'A usage limit must be at least 1'],
    ['a fractional limit', { total_limit: 1.5 }, 'Total uses must be a whole number'],
    [
      'a per-customer limit above the total',
      { total_limit: 2, per_customer_limit: 3 },
      'The per-customer limit cannot be higher than the total limit',
    ],
    ['a scope that is not a list', { product_ids: 'all' }, 'Products must be a list of ids'],
    [
      'a scope of 201 ids',
      { category_ids: Array.from({ length: 201 }, (_, i) => i + 1) },
      'At most 200 categories',
    ],
  ])('refuses %s with 400', async (_label, overrides, message) => {
    const response = await send('POST', '/admin/promotions', promotionBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a scope naming a product or category that does not exist', async () => {
    const products = await send('POST', '/admin/promotions', promotionBody({ product_ids: [987654] }));
    expect(products.statusCode).toBe(400);
    expect(products.json().message).toBe('Unknown product id(s): 987654');
    const categories = await send('POST', '/admin/promotions', promotionBody({ category_ids: [987654] }));
    expect(categories.json().message).toBe('Unknown category id(s): 987654');
  });

  it('refuses a code already used by another promotion, in any case, with 409', async () => {
    const code = uniqueCode('TWIN');
    expect((await send('POST', '/admin/promotions', promotionBody({ code }))).statusCode).toBe(201);
    const twin = await send('POST', '/admin/promotions', promotionBody({ code: code.toLowerCase() }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({
      code: 'PROMOTION_CODE_TAKEN',
      message: `The code ${code} is already used by another promotion`,
    });
  });

  it('gives one of two simultaneous saves of the same code a 409, never a 500', async () => {
    const code = uniqueCode('RACE');
    const results = await Promise.all(
      [1, 2, 3].map(() => send('POST', '/admin/promotions', promotionBody({ code }))),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"code":',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/admin/promotions', () => {
  it("lists the owner's codes with their use: the counter, the orders and the different customers", async () => {
    const promotion = await createPromotion(t.db, { code: uniqueCode('USED'), type: 'fixed', value: 50 });
    await useCode(promotion.code);
    await useCode(promotion.code);
    const response = await send('GET', '/admin/promotions');
    expect(response.statusCode).toBe(200);
    const listed = response.json().promotions.find((row: { id: number }) => row.id === promotion.id);
    expect(listed).toMatchObject({
      code: promotion.code,
      value: 50,
      used_count: 2,
      redemption_count: 2,
      customer_count: 2,
    });
  });

  it('shows paused, expired and used-up codes as such', async () => {
    const paused = await createPromotion(t.db, { status: 'paused' });
    const expired = await createPromotion(t.db, { endsAt: new Date(Date.now() - DAY) });
    const usedUp = await createPromotion(t.db, { totalLimit: 0 });
    const rows: { id: number; state: string }[] = (await send('GET', '/admin/promotions')).json().promotions;
    const stateOf = (id: number) => rows.find((row) => row.id === id)?.state;
    expect([stateOf(paused.id), stateOf(expired.id), stateOf(usedUp.id)]).toEqual([
      'paused',
      'expired',
      'used_up',
    ]);
  });

  it('reads one promotion, and 404 or 400 for a missing or malformed id', async () => {
    const promotion = await createPromotion(t.db);
    expect((await send('GET', `/admin/promotions/${promotion.id}`)).json()).toMatchObject({
      code: promotion.code,
    });
    expect((await send('GET', '/admin/promotions/999999')).statusCode).toBe(404);
    expect((await send('GET', '/admin/promotions/abc')).statusCode).toBe(400);
    expect((await send('GET', '/admin/promotions/-1')).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/promotions/:id', () => {
  it('replaces the promotion', async () => {
    const promotion = await createPromotion(t.db, { code: uniqueCode('EDIT') });
    const response = await send(
      'PUT',
      `/admin/promotions/${promotion.id}`,
      promotionBody({ code: `${promotion.code}X`, type: 'fixed', value: 120, name: 'Renamed' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: `Promotion ${promotion.code}X saved`,
      promotion: { id: promotion.id, code: `${promotion.code}X`, type: 'fixed', value: 120, name: 'Renamed' },
    });
  });

  it('validates like create, and answers 404 for a promotion that does not exist', async () => {
    const promotion = await createPromotion(t.db);
    const bad = await send('PUT', `/admin/promotions/${promotion.id}`, promotionBody({ value: 100 }));
    expect(bad.statusCode).toBe(400);
    expect((await send('PUT', '/admin/promotions/999999', promotionBody())).statusCode).toBe(404);
  });

  it("refuses to take another promotion's code", async () => {
    const first = await createPromotion(t.db, { code: uniqueCode('FIRST') });
    const second = await createPromotion(t.db);
    const response = await send('PUT', `/admin/promotions/${second.id}`, promotionBody({ code: first.code }));
    expect(response.statusCode).toBe(409);
  });

  it('keeps the code of a used promotion and its total limit at or above its uses', async () => {
    const promotion = await createPromotion(t.db, { code: uniqueCode('KEPT'), totalLimit: 10 });
    await useCode(promotion.code);
    await useCode(promotion.code);
    const renamed = await send(
      'PUT',
      `/admin/promotions/${promotion.id}`,
      promotionBody({ code: 'OTHERCODE' }),
    );
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toContain('cannot change');
    const lowered = await send(
      'PUT',
      `/admin/promotions/${promotion.id}`,
      promotionBody({ code: promotion.code, total_limit: 1 }),
    );
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json().message).toContain('was already used 2 times');
    const raised = await send(
      'PUT',
      `/admin/promotions/${promotion.id}`,
      promotionBody({ code: promotion.code, total_limit: 2, per_customer_limit: 1 }),
    );
    expect(raised.statusCode).toBe(200);
    expect(raised.json().promotion).toMatchObject({ total_limit: 2, used_count: 2, state: 'used_up' });
  });
});

describe('pause and resume', () => {
  it('pauses a code so checkout refuses it, and resumes it', async () => {
    const promotion = await createPromotion(t.db, { code: uniqueCode('PAUSE') });
    const paused = await send('POST', `/admin/promotions/${promotion.id}/pause`, {});
    expect(paused.json()).toMatchObject({ promotion: { status: 'paused', state: 'paused' } });
    const check = () =>
      send(
        'POST',
        '/promotions/validate',
        { code: promotion.code, order_amount: 500, shipping_fee: 0 },
        customer,
      );
    expect((await check()).json()).toMatchObject({ valid: false, message: 'Invalid promotion code' });
    const resumed = await send('POST', `/admin/promotions/${promotion.id}/resume`, {});
    expect(resumed.json()).toMatchObject({ promotion: { status: 'active' } });
    expect((await check()).statusCode).toBe(200);
  });

  it('answers 404 for a promotion that does not exist', async () => {
    expect((await send('POST', '/admin/promotions/999999/pause', {})).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/promotions/:id', () => {
  it('deletes a code that was never used', async () => {
    const promotion = await createPromotion(t.db);
    const response = await send('DELETE', `/admin/promotions/${promotion.id}`);
    expect(response.json()).toEqual({ success: true, message: `Promotion ${promotion.code} deleted` });
    expect(await t.db.select().from(promotions).where(eq(promotions.id, promotion.id))).toEqual([]);
    expect((await send('DELETE', `/admin/promotions/${promotion.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a used code with 409 and says to pause it instead', async () => {
    const promotion = await createPromotion(t.db, { code: uniqueCode('KEEP') });
    await useCode(promotion.code);
    const response = await send('DELETE', `/admin/promotions/${promotion.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PROMOTION_USED',
      message: `${promotion.code} was used in 1 order and cannot be deleted. Pause it instead.`,
    });
    expect(await t.db.select().from(promotions).where(eq(promotions.id, promotion.id))).toHaveLength(1);
  });
});
