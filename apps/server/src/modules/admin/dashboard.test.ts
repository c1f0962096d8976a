import type { AdminDashboard } from '@fengshui/shared/admin-dashboard';
import type { OrderStatus } from '@fengshui/shared/order-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPastOrder } from '../../db/factories/orders.ts';
import { contactMessages, orders } from '../../db/schema/index.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The dashboard is read on Wednesday 18 November 2026 at 10:00 in Manila: the week began on Monday the
// 16th, the month on Sunday the 1st.
const NOW = new Date('2026-11-18T10:00:00+08:00');
const manila = (wallClock: string) => new Date(`${wallClock}+08:00`);

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let dashboard: AdminDashboard;
const placed: Record<string, { id: number; orderCode: string; totalCentavos: number }> = {};

type Path = { status: OrderStatus; afterHours: number }[];
const TO_DELIVERY: Path = [
  { status: 'for_packing', afterHours: 1 },
  { status: 'packed', afterHours: 2 },
  { status: 'for_shipping', afterHours: 3 },
  { status: 'shipped', afterHours: 5 },
  { status: 'delivered', afterHours: 30 },
];

beforeAll(async () => {
  t = await createTestApp();
  // Sessions are checked against the database's own clock, so they are opened before the clock is set.
  admin = (await signInAs(t, { userType: 'admin' })).headers;
  const buyer = await signInAs(t, { firstName: 'Liza', lastName: 'Dela Cruz' });
  customer = buyer.headers;
  const categoryId = (await createCategory(t.db)).id;
  const product = await createProduct(t.db, { categoryId, name: 'Brass Wu Lou', price: 1000, stock: 100 });

  // Each order is for a different quantity, so every total (quantity x 1,000 + 120 shipping) is its own.
  const order = async (
    name: string,
    at: string,
    method: 'cod' | 'dragonpay',
    path: Path,
    quantity: number,
  ) => {
    placed[name] = await createPastOrder(t.db, {
      userId: buyer.user.id,
      recipientName: 'Liza Dela Cruz',
      email: buyer.user.email,
      items: [{ product, quantity }],
      paymentMethod: method,
      path,
      placedAt: manila(at),
      shippingFeeCentavos: 12_000,
    });
  };
  await order('justAfterMidnight', '2026-11-18T00:10:00', 'cod', [], 1);
  await order(
    'paidOnline',
    '2026-11-18T09:30:00',
    'dragonpay',
    [{ status: 'processing', afterHours: 0.1 }],
    2,
  );
  await order('lateYesterday', '2026-11-17T23:30:00', 'cod', TO_DELIVERY.slice(0, 2), 3);
  await order('lastSunday', '2026-11-15T23:30:00', 'cod', TO_DELIVERY, 4);
  await order(
    'lastMonth',
    '2026-10-31T23:30:00',
    'cod',
    [...TO_DELIVERY, { status: 'completed', afterHours: 40 }],
    5,
  );
  await order(
    'firstOfMonth',
    '2026-11-01T00:05:00',
    'cod',
    [...TO_DELIVERY, { status: 'completed', afterHours: 40 }],
    6,
  );
  await order(
    'cancelledAfterPaying',
    '2026-11-18T08:00:00',
    'dragonpay',
    [
      { status: 'processing', afterHours: 0.1 },
      { status: 'cancelled', afterHours: 1 },
    ],
    7,
  );
  await t.db
    .update(orders)
    .set({ paymentStatus: 'refund_due' })
    .where(eq(orders.id, placed.cancelledAfterPaying!.id));
  await order(
    'returned',
    '2026-11-18T07:00:00',
    'cod',
    [...TO_DELIVERY, { status: 'returned', afterHours: 50 }],
    8,
  );
  await order('awaitingPayment', '2026-11-18T09:00:00', 'dragonpay', [], 9);

  await createProduct(t.db, { categoryId, name: 'Sold-out Bagua Mirror', stock: 0 });
  await createProduct(t.db, { categoryId, name: 'Jade Pixiu', stock: 3 });
  await createProduct(t.db, { categoryId, name: 'Five Emperor Coins', stock: 5 });
  await createProduct(t.db, { categoryId, name: 'Citrine Tree', stock: 6 });
  await createProduct(t.db, { categoryId, name: 'Retired Lantern', stock: 1, status: 'archived' });

  const message = {
    kind: 'contact' as const,
    email: 'ben@example.ph',
    phone: '09171234567',
    message: 'Hello',
  };
  await t.db.insert(contactMessages).values([
    { ...message, name: 'Ben', subject: 'Opening hours' },
    { ...message, name: 'Ana', subject: 'Bulk order' },
    { ...message, name: 'Carl', subject: 'Thanks', status: 'replied' },
  ]);

  vi.setSystemTime(NOW);
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin });
  expect(response.statusCode).toBe(200);
  dashboard = response.json();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const pesos = (...names: string[]) => names.reduce((sum, name) => sum + placed[name]!.totalCentavos, 0) / 100;

describe('GET /api/admin/dashboard: access', () => {
  it('answers 401 to guests and 403 to customers', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(guest.statusCode).toBe(401);
    const shopper = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: customer });
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().message).toEqual(expect.any(String));
  });

  it('ignores a query string it does not use', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard?from=%27%3Bdrop%20table%20orders--&limit=-1',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().sales).toEqual(dashboard.sales);
  });
});

describe('GET /api/admin/dashboard: sales', () => {
  it("counts today's sales from midnight in Manila: an order at 23:30 yesterday is not today", () => {
    expect(dashboard.today).toBe('2026-11-18');
    expect(dashboard.sales.today).toEqual({
      since: '2026-11-18',
      order_count: 2,
      total: pesos('justAfterMidnight', 'paidOnline'),
    });
    expect(pesos('justAfterMidnight', 'paidOnline')).toBe(3240);
  });

  it('counts the week from Monday in Manila: last Sunday at 23:30 is last week', () => {
    expect(dashboard.sales.week).toEqual({
      since: '2026-11-16',
      order_count: 3,
      total: pesos('justAfterMidnight', 'paidOnline', 'lateYesterday'),
    });
  });

  it('counts the month from the 1st in Manila, which is still the 31st in UTC until 08:00', () => {
    expect(dashboard.sales.month).toEqual({
      since: '2026-11-01',
      order_count: 5,
      total: pesos('justAfterMidnight', 'paidOnline', 'lateYesterday', 'lastSunday', 'firstOfMonth'),
    });
  });

  it('leaves out cancelled and returned orders and online orders not yet paid', () => {
    // Placed today, all three: were they sales, today would count five orders.
    expect(dashboard.sales.today.order_count).toBe(2);
    expect(dashboard.to_do.refunds_due.by_status).toEqual({ cancelled: 1 });
    expect(dashboard.to_do.unpaid_online.count).toBe(1);
  });
});

describe('GET /api/admin/dashboard: to do', () => {
  it('counts the orders waiting for a courier booking: paid or COD, not yet handed over, no tracking number', () => {
    expect(dashboard.to_do.awaiting_courier_booking).toEqual({
      count: 3,
      total: pesos('justAfterMidnight', 'paidOnline', 'lateYesterday'),
      by_status: { processing: 2, packed: 1 },
    });
  });

  it('counts the orders to pack and those to hand over to the courier', () => {
    expect(dashboard.to_do.to_pack).toMatchObject({ count: 2, by_status: { processing: 2 } });
    expect(dashboard.to_do.to_hand_over).toMatchObject({ count: 1, by_status: { packed: 1 } });
  });

  it('counts unpaid online orders, refunds due and COD cash still to collect, with their amounts', () => {
    expect(dashboard.to_do.unpaid_online).toEqual({
      count: 1,
      total: pesos('awaitingPayment'),
      by_status: { pending_payment: 1 },
    });
    expect(dashboard.to_do.refunds_due).toEqual({
      count: 1,
      total: pesos('cancelledAfterPaying'),
      by_status: { cancelled: 1 },
    });
    // Completed COD orders had their cash collected; a returned parcel brought no cash.
    expect(dashboard.to_do.cod_to_collect).toEqual({
      count: 1,
      total: pesos('lastSunday'),
      by_status: { delivered: 1 },
    });
  });

  it('counts new messages only, not those replied to', () => {
    expect(dashboard.to_do.new_messages).toBe(2);
  });

  it('counts active products with 5 or fewer in stock, sold-out ones included, archived ones not', () => {
    expect(dashboard.to_do.low_stock_products).toBe(3);
  });
});

describe('GET /api/admin/dashboard: lists', () => {
  it('lists the 5 latest orders, newest first, with code, customer, total and status', () => {
    expect(dashboard.latest_orders.map((row) => row.order_code)).toEqual(
      ['paidOnline', 'awaitingPayment', 'cancelledAfterPaying', 'returned', 'justAfterMidnight'].map(
        (name) => placed[name]!.orderCode,
      ),
    );
    expect(dashboard.latest_orders[0]).toEqual({
      order_id: placed.paidOnline!.id,
      order_code: placed.paidOnline!.orderCode,
      customer_name: 'Liza Dela Cruz',
      total_price: pesos('paidOnline'),
      order_status: 'processing',
      payment_status: 'paid',
      created_at: '2026-11-18T01:30:00.000Z',
    });
  });

  it('lists the 5 active products with the least stock, fewest first', () => {
    expect(dashboard.lowest_stock_products.map(({ name, stock }) => [name, stock])).toEqual([
      ['Sold-out Bagua Mirror', 0],
      ['Jade Pixiu', 3],
      ['Five Emperor Coins', 5],
      ['Citrine Tree', 6],
      ['Brass Wu Lou', 100],
    ]);
    expect(dashboard.lowest_stock_products[0]).toMatchObject({
      product_id: expect.any(Number),
      product_code: expect.any(String),
      has_variants: false,
    });
  });
});
