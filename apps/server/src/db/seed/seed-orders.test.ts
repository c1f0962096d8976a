import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountItemsSold } from '../../modules/catalog/items-sold.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../client.ts';
import { createCategory, createProduct } from '../factories/catalog.ts';
import { createPlace } from '../factories/locations.ts';
import { DEMO_CUSTOMER, seedDemoCustomer } from './seed-customer.ts';
import { seedOrders } from './seed-orders.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createPlace(t.db, { postcode: '1226' });
  const categoryId = (await createCategory(t.db)).id;
  // The order book uses the first 12; the 13th is never ordered.
  for (let i = 0; i < 13; i += 1) await createProduct(t.db, { categoryId, price: 300 + i * 10 });
  await seedDemoCustomer(t.db);
  await seedOrders(t.db);
  await recountItemsSold(t.db);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrUsername: DEMO_CUSTOMER.username, password: DEMO_CUSTOMER.password },
  });
  headers = { authorization: `Bearer ${login.json().token}` };
});
afterAll(() => t.close());

const get = (url: string, as = headers) => t.app.inject({ method: 'GET', url, headers: as });

describe('the demo order book', () => {
  it('gives the demo customer an order in each stage of the purchase history', async () => {
    const all = (await get('/api/orders')).json();
    expect(all.total).toBe(4);
    for (const tab of ['processing', 'shipped', 'delivered', 'completed'])
      expect((await get(`/api/orders?tab=${tab}`)).json().total, tab).toBe(1);
    const delivered = (await get('/api/orders?tab=delivered')).json().orders[0];
    expect(delivered).toMatchObject({ payment_status: 'paid', payment_method: 'dragonpay' });
    const tracking = (await get(`/api/tracking/${delivered.tracking_number}`)).json();
    expect(tracking.events[0]).toMatchObject({ status: 'Successful Delivery' });
    expect((await get('/api/notifications/unread-count')).json().unread_count).toBe(4);
  });

  it('fills the order desk with the other demo customers too', async () => {
    const admin = (await signInAs(t, { userType: 'admin' })).headers;
    const desk = (await get('/api/admin/orders', admin)).json();
    expect(desk.total).toBe(10);
    expect(desk.status_counts.completed).toBe(4);
    // Four fresh orders, the demo customer's and one of each other customer's, wait for the desk to book the courier.
    const waiting = (await get('/api/admin/orders?status=processing', admin)).json().orders;
    expect(waiting.map((order: { tracking_number: string | null }) => order.tracking_number)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('the sold counts', () => {
  it('state only the units of orders that were not cancelled, and 0 for a product never ordered', async () => {
    const { products } = (await get('/api/products?limit=100')).json() as {
      products: { product_id: number; items_sold: number }[];
    };
    const counted = await queryRows<{ product_id: number; units: number }>(
      t.db,
      sql`
      select oi.product_id, sum(oi.quantity)::int as units
      from order_items oi join orders o on o.id = oi.order_id
      where o.status <> 'cancelled'
      group by oi.product_id`,
    );
    const units = new Map(counted.map((row) => [Number(row.product_id), Number(row.units)]));
    expect(units.size).toBeGreaterThan(0);
    for (const product of products)
      expect(product.items_sold, String(product.product_id)).toBe(units.get(product.product_id) ?? 0);
    expect(products.some((product) => product.items_sold === 0)).toBe(true);
  });
});
