import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountItemsSold } from '../../modules/catalog/items-sold.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../client.ts';
import { createCategory, createProduct } from '../factories/catalog.ts';
import { seedOrderHistory } from './seed-order-history.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const categoryId = (await createCategory(t.db)).id;
  for (let i = 0; i < 8; i += 1) await createProduct(t.db, { categoryId, price: 300 + i * 10 });
  await seedOrderHistory(t.db);
  await recountItemsSold(t.db);
  // About ninety orders, each written with its items, payment and history.
}, 240_000);
afterAll(() => t.close());

describe('the demo order history', () => {
  it('gives the insights months of orders, the newest two days old, none waiting for the desk', async () => {
    const [span] = await queryRows<{ orders: number; days: number; newest: number; open: number }>(
      t.db,
      sql`select count(*)::int as orders,
          count(distinct (created_at at time zone 'Asia/Manila')::date)::int as days,
          floor(extract(epoch from now() - max(created_at)) / 86400)::int as newest,
          (count(*) filter (where status not in ('completed', 'cancelled')))::int as open
        from orders`,
    );
    expect(span!.orders).toBeGreaterThan(80);
    expect(span!.days).toBeGreaterThan(70);
    expect(span!.newest).toBeGreaterThanOrEqual(1);
    expect(span!.open).toBe(0);
    const admin = (await signInAs(t, { userType: 'admin' })).headers;
    const insights = (
      await t.app.inject({ method: 'GET', url: '/api/admin/insights?range=90d', headers: admin })
    ).json();
    expect(insights.totals.orders).toBeGreaterThan(40);
    expect(insights.customers.returning_customers).toBeGreaterThan(0);
  });

  it('keeps every sold count derived from the orders', async () => {
    const [mismatch] = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from products p
        where p.items_sold <> coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
          where i.product_id = p.id and o.status <> 'cancelled'), 0)`,
    );
    expect(mismatch!.count).toBe(0);
  });
});
