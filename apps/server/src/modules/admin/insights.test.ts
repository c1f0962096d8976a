import { type AdminInsights, INSIGHTS_MESSAGES } from '@fengshui/shared/admin-insights';
import type { OrderStatus } from '@fengshui/shared/order-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createDistrictPlace, createPlace } from '../../db/factories/locations.ts';
import { createPastOrder } from '../../db/factories/orders.ts';
import { createUser } from '../../db/factories/users.ts';
import { cartItems, orders } from '../../db/schema/index.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Read on Wednesday 18 November 2026 at 10:00 in Manila; the custom range is Monday 16 and Tuesday 17.
const NOW = new Date('2026-11-18T10:00:00+08:00');
const manila = (wallClock: string) => new Date(`${wallClock}+08:00`);
const RANGE = '/api/admin/insights?range=custom&from=2026-11-16&to=2026-11-17';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let insights: AdminInsights;
let regionName: string;
let provinceName: string;
let capitalName: string;
let districtName: string;

const DELIVERED: { status: OrderStatus; afterHours: number }[] = [
  { status: 'for_packing', afterHours: 1 },
  { status: 'packed', afterHours: 2 },
  { status: 'for_shipping', afterHours: 3 },
  { status: 'shipped', afterHours: 5 },
  { status: 'delivered', afterHours: 30 },
  { status: 'completed', afterHours: 40 },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t, { userType: 'admin' })).headers;
  const liza = (await signInAs(t, { firstName: 'Liza', lastName: 'Dela Cruz' })).user;
  customer = (await signInAs(t, { firstName: 'Shopper' })).headers;
  const ben = await createUser(t.db, { firstName: 'Ben' });
  const amulets = await createCategory(t.db, { name: 'Amulets', slug: 'amulets' });
  const crystals = await createCategory(t.db, { name: 'Crystals', slug: 'crystals' });
  const wuLou = await createProduct(t.db, { categoryId: amulets.id, name: 'Brass Wu Lou', price: 1000 });
  const quartz = await createProduct(t.db, { categoryId: crystals.id, name: 'Rose Quartz', price: 300 });
  const cebu = await createPlace(t.db);
  const capital = await createDistrictPlace(t.db);
  regionName = cebu.region.name;
  provinceName = cebu.province.name;
  capitalName = capital.region.name;
  districtName = capital.district.name;
  const inCebu = { region_id: cebu.region.code, province_id: cebu.province.code };
  const inCapital = { region_id: capital.region.code, province_id: capital.district.code };

  const order = (
    user: { id: number; email: string },
    at: string,
    method: 'cod' | 'dragonpay',
    path: { status: OrderStatus; afterHours: number }[],
    items: { product: typeof wuLou; quantity: number }[],
    address: Record<string, string>,
  ) =>
    createPastOrder(t.db, {
      userId: user.id,
      recipientName: 'Buyer',
      email: user.email,
      items,
      paymentMethod: method,
      path,
      placedAt: manila(at),
      shippingFeeCentavos: 12_000,
      address,
    });
  // Liza bought before the range, so she returns; Ben's first order is in it.
  await order(liza, '2026-10-20T10:00:00', 'cod', DELIVERED, [{ product: wuLou, quantity: 4 }], inCebu);
  // 23:30 on the 16th in Manila is still the 16th (15:30 UTC); 00:30 on the 17th is the 17th (16:30 UTC
  // on the 16th).
  await order(liza, '2026-11-15T23:59:00', 'cod', DELIVERED, [{ product: wuLou, quantity: 5 }], inCebu);
  await order(liza, '2026-11-16T23:30:00', 'cod', DELIVERED, [{ product: wuLou, quantity: 1 }], inCebu);
  await order(
    ben,
    '2026-11-17T00:30:00',
    'dragonpay',
    [{ status: 'processing', afterHours: 0.1 }],
    [{ product: quartz, quantity: 2 }],
    inCapital,
  );
  await order(
    ben,
    '2026-11-17T12:00:00',
    'cod',
    [],
    [
      { product: wuLou, quantity: 1 },
      { product: quartz, quantity: 1 },
    ],
    inCapital,
  );
  const cancelled = await order(
    liza,
    '2026-11-16T10:00:00',
    'dragonpay',
    [
      { status: 'processing', afterHours: 0.1 },
      { status: 'cancelled', afterHours: 1 },
    ],
    [{ product: wuLou, quantity: 3 }],
    inCebu,
  );
  await t.db.update(orders).set({ paymentStatus: 'refund_due' }).where(eq(orders.id, cancelled.id));
  await order(ben, '2026-11-17T15:00:00', 'dragonpay', [], [{ product: quartz, quantity: 9 }], inCapital);
  await order(ben, '2026-11-18T00:30:00', 'cod', [], [{ product: quartz, quantity: 7 }], inCapital);
  // An address without PSGC codes, a week earlier: only the names it was written with.
  const walkIn = await createUser(t.db, { firstName: 'Walk-in' });
  await order(walkIn, '2026-11-10T10:00:00', 'cod', [], [{ product: quartz, quantity: 1 }], {});

  // Two open carts: one started in the range, one before it.
  const browser = await createUser(t.db, { firstName: 'Browsing' });
  const earlier = await createUser(t.db, { firstName: 'Earlier' });
  await t.db.insert(cartItems).values([
    { userId: browser.id, productId: quartz.id, quantity: 1, createdAt: manila('2026-11-17T20:00:00') },
    { userId: browser.id, productId: wuLou.id, quantity: 1, createdAt: manila('2026-11-18T08:00:00') },
    { userId: earlier.id, productId: quartz.id, quantity: 1, createdAt: manila('2026-11-01T08:00:00') },
  ]);

  vi.setSystemTime(NOW);
  const response = await t.app.inject({ method: 'GET', url: RANGE, headers: admin });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  insights = response.json();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const get = (url: string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/admin/insights: access and input', () => {
  it('answers 401 to guests and 403 to customers', async () => {
    expect((await t.app.inject({ method: 'GET', url: RANGE })).statusCode).toBe(401);
    expect((await get(RANGE, customer)).statusCode).toBe(403);
  });

  it('refuses a custom range without dates, backwards, too long or in the future, with the reason', async () => {
    const cases: [string, string][] = [
      ['range=custom', INSIGHTS_MESSAGES.customNeedsDates],
      ['range=custom&from=2026-02-30&to=2026-03-01', INSIGHTS_MESSAGES.customNeedsDates],
      // Year 1 in Manila begins in year 0 in UTC, which the database refuses.
      ['range=custom&from=0001-01-01&to=0001-01-05', INSIGHTS_MESSAGES.customNeedsDates],
      ['range=custom&from=2026-11-17&to=2026-11-16', INSIGHTS_MESSAGES.fromAfterTo],
      ['range=custom&from=2020-01-01&to=2026-11-16', INSIGHTS_MESSAGES.tooLong],
      ['range=custom&from=2026-12-01&to=2026-12-02', INSIGHTS_MESSAGES.future],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/admin/insights?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(message);
    }
    for (const query of ['range=week', 'range=custom&from=tomorrow&to=2026-11-16', 'range=custom&from=1']) {
      expect((await get(`/api/admin/insights?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('reads the presets as Manila days ending today', async () => {
    const ranges = await Promise.all(
      ['7d', '30d', '90d', 'year'].map(
        async (range) => (await get(`/api/admin/insights?range=${range}`)).json().range,
      ),
    );
    expect(ranges).toEqual([
      { preset: '7d', from: '2026-11-12', to: '2026-11-18', days: 7 },
      { preset: '30d', from: '2026-10-20', to: '2026-11-18', days: 30 },
      { preset: '90d', from: '2026-08-21', to: '2026-11-18', days: 90 },
      { preset: 'year', from: '2026-01-01', to: '2026-11-18', days: 322 },
    ]);
  });
});

describe('GET /api/admin/insights: the figures', () => {
  it('buckets sales by Manila day: 23:30 on the 16th counts on the 16th, 00:30 on the 17th on the 17th', () => {
    expect(insights.range).toEqual({ preset: 'custom', from: '2026-11-16', to: '2026-11-17', days: 2 });
    expect(insights.daily).toEqual([
      { day: '2026-11-16', orders: 1, sales: 1120, paid: 0, cod_collected: 1120, outstanding: 0 },
      { day: '2026-11-17', orders: 2, sales: 2140, paid: 720, cod_collected: 0, outstanding: 1420 },
    ]);
  });

  it('leaves cancelled and unpaid orders out of sales, and splits paid, COD collected and outstanding', () => {
    expect(insights.totals).toEqual({
      orders: 3,
      sales: 3260,
      paid: 720,
      cod_collected: 1120,
      outstanding: 1420,
      average_order_value: 1086.67,
      units: 5,
    });
    expect(insights.payment_mix).toEqual([
      { method: 'dragonpay', orders: 1, sales: 720 },
      { method: 'cod', orders: 2, sales: 2540 },
    ]);
  });

  it('counts every order placed in the range by its status, cancelled and unpaid ones too', () => {
    expect(insights.by_status).toEqual([
      { status: 'processing', orders: 2, total: 2140 },
      { status: 'cancelled', orders: 1, total: 3120 },
      { status: 'completed', orders: 1, total: 1120 },
      { status: 'pending_payment', orders: 1, total: 2820 },
    ]);
  });

  it('ranks products and categories by the revenue of their items, with the units sold', () => {
    expect(insights.top_products.map(({ name, units, revenue }) => ({ name, units, revenue }))).toEqual([
      { name: 'Brass Wu Lou', units: 2, revenue: 2000 },
      { name: 'Rose Quartz', units: 3, revenue: 900 },
    ]);
    expect(insights.top_categories.map(({ name, units, revenue }) => ({ name, units, revenue }))).toEqual([
      { name: 'Amulets', units: 2, revenue: 2000 },
      { name: 'Crystals', units: 3, revenue: 900 },
    ]);
  });

  it('counts carts started as the orders placed plus the open carts begun in the range', () => {
    expect(insights.conversion).toEqual({ carts_started: 6, orders_placed: 5, open_carts: 1, rate: 0.8333 });
  });

  it('tells new customers from returning ones who bought before the range', () => {
    expect(insights.customers).toEqual({
      new_customers: 1,
      returning_customers: 1,
      new_sales: 2140,
      returning_sales: 1120,
    });
  });

  it('sums sales by region and province with their PSGC names, districts standing for provinces', () => {
    expect(insights.regions).toEqual([
      { region: capitalName, orders: 2, sales: 2140 },
      { region: regionName, orders: 1, sales: 1120 },
    ]);
    expect(insights.provinces).toEqual([
      { province: districtName, region: capitalName, orders: 2, sales: 2140 },
      { province: provinceName, region: regionName, orders: 1, sales: 1120 },
    ]);
  });

  it('names the place of an address without codes as it was written', async () => {
    const response = await get('/api/admin/insights?range=custom&from=2026-11-10&to=2026-11-10');
    const written: AdminInsights = response.json();
    expect(written.regions).toEqual([{ region: 'National Capital Region (NCR)', orders: 1, sales: 420 }]);
    expect(written.provinces).toEqual([
      { province: 'Fourth District', region: 'National Capital Region (NCR)', orders: 1, sales: 420 },
    ]);
    expect(written.top_products.map(({ name, units }) => ({ name, units }))).toEqual([
      { name: 'Rose Quartz', units: 1 },
    ]);
  });

  it('answers an empty range with zero days, not an error', async () => {
    const response = await get('/api/admin/insights?range=custom&from=2025-01-01&to=2025-01-03');
    expect(response.statusCode).toBe(200);
    const empty: AdminInsights = response.json();
    expect(empty.daily.map((day) => [day.day, day.orders, day.sales])).toEqual([
      ['2025-01-01', 0, 0],
      ['2025-01-02', 0, 0],
      ['2025-01-03', 0, 0],
    ]);
    expect(empty.totals.average_order_value).toBe(0);
    expect(empty.conversion.rate).toBe(0);
  });
});
