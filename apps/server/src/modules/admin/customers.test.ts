import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPlace } from '../../db/factories/locations.ts';
import { createUser } from '../../db/factories/users.ts';
import { orders } from '../../db/schema/index.ts';
import { placeCodOrder } from '../../test/orders.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteAccount } from '../users/account-deletion.ts';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let place: Awaited<ReturnType<typeof createPlace>>;
let product: { id: number; price: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t, { userType: 'admin', firstName: 'Owner', lastName: 'Admin' })).headers;
  customer = (await signInAs(t)).headers;
  place = await createPlace(t.db);
  const categoryId = (await createCategory(t.db)).id;
  product = { ...(await createProduct(t.db, { categoryId, price: 400, stock: 100 })), price: 400 };
});
afterAll(() => t.close());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

describe('admin customers: access', () => {
  it.each(['/admin/customers', '/admin/customers/1'])(
    '%s answers 401 to guests and 403 to customers',
    async (url) => {
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await get(url, customer)).statusCode).toBe(403);
    },
  );
});

describe('GET /api/admin/customers', () => {
  it('lists a customer with contact, verification, order count, total spent and last order', async () => {
    const buyer = await placeCodOrder(t, place, product, 2);
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, buyer.orderId));
    // A cancelled order counts as placed but not as spent.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/orders',
      headers: buyer.headers,
      payload: {
        items: [{ product_id: product.id, variant_id: null, quantity: 1, price: 400 }],
        subtotal: 1,
        shipping_fee: 0,
        total_amount: 1,
        shipping_details: { name: 'Liza Dela Cruz', phone: '09171234567', email: 'liza@example.ph' },
        payment_method: 'cod',
        voucher_code: null,
      },
    });
    await t.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.id, cancelled.json().order.order_id));
    const [delivered] = await t.db.select().from(orders).where(eq(orders.id, buyer.orderId));

    const response = await get(`/admin/customers?search=${encodeURIComponent(buyer.user.email)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, total: 1, total_pages: 1 });
    expect(body.customers[0]).toMatchObject({
      id: buyer.user.id,
      name: 'Maria Santos',
      email: buyer.user.email,
      verified: true,
      deleted: false,
      order_count: 2,
      total_spent: delivered!.totalCentavos / 100,
    });
    expect(body.customers[0].last_order_at).toEqual(expect.any(String));
  });

  it('shows a customer without orders with zeros, and an unverified one as unverified', async () => {
    const fresh = await createUser(t.db, {
      verified: false,
      firstName: 'Bong',
      lastName: 'Reyes',
      phone: '09181112222',
    });
    const [row] = (await get(`/admin/customers?search=${fresh.username}`)).json().customers;
    expect(row).toMatchObject({
      name: 'Bong Reyes',
      phone: '09181112222',
      verified: false,
      order_count: 0,
      total_spent: 0,
      last_order_at: null,
    });
  });

  it('searches by name, phone and username, and treats % and _ literally', async () => {
    const unique = await createUser(t.db, { firstName: 'Xiomara', lastName: 'Lim', phone: '09995550123' });
    const byName = async (search: string) =>
      (await get(`/admin/customers?search=${encodeURIComponent(search)}`))
        .json()
        .customers.map((row: { id: number }) => row.id);
    expect(await byName('xiomara lim')).toEqual([unique.id]);
    expect(await byName('09995550123')).toEqual([unique.id]);
    expect(await byName(unique.username.toUpperCase())).toEqual([unique.id]);
    expect(await byName('%')).toEqual([]);
    expect(await byName('_')).toEqual([]);
  });

  it('lists customers only, never the admins', async () => {
    const rows = (await get('/admin/customers?search=Owner')).json().customers;
    expect(rows).toEqual([]);
  });

  it('marks a deleted, anonymised account', async () => {
    const leaving = await createUser(t.db);
    await deleteAccount(t.db, leaving.id);
    const [row] = (await get(`/admin/customers?search=deleted-${leaving.id}`)).json().customers;
    expect(row).toMatchObject({ id: leaving.id, deleted: true, name: 'Deleted account', verified: false });
  });

  it('pages 25 at a time', async () => {
    await Promise.all(Array.from({ length: 26 }, () => createUser(t.db, { lastName: 'Pagetest' })));
    const first = (await get('/admin/customers?search=pagetest')).json();
    expect(first).toMatchObject({ total: 26, total_pages: 2 });
    expect(first.customers).toHaveLength(25);
    expect((await get('/admin/customers?search=pagetest&page=2')).json().customers).toHaveLength(1);
    expect((await get('/admin/customers?search=pagetest&page=9')).json().customers).toEqual([]);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    [`search=${'a'.repeat(81)}`, 'Search must be at most 80 characters'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await get(`/admin/customers?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('GET /api/admin/customers/:id', () => {
  it("shows the customer's addresses and orders, newest first, read-only", async () => {
    const first = await placeCodOrder(t, place, product, 1);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/orders',
      headers: first.headers,
      payload: {
        items: [{ product_id: product.id, variant_id: null, quantity: 3, price: 400 }],
        subtotal: 1,
        shipping_fee: 0,
        total_amount: 1,
        shipping_details: { name: 'Liza Dela Cruz', phone: '09171234567', email: 'liza@example.ph' },
        payment_method: 'cod',
        voucher_code: null,
      },
    });
    const response = await get(`/admin/customers/${first.user.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.customer).toMatchObject({ id: first.user.id, first_name: 'Maria', order_count: 2 });
    expect(body.addresses).toEqual([
      expect.objectContaining({ is_default: true, address: expect.stringContaining('Rizal Street') }),
    ]);
    expect(body.orders.map((order: { order_id: number }) => order.order_id)).toEqual([
      second.json().order.order_id,
      first.orderId,
    ]);
    expect(body.orders[0]).toMatchObject({
      item_count: 3,
      payment_method: 'cod',
      order_status: 'processing',
    });
  });

  it('answers 404 for an unknown id or an admin, and 400 for a malformed one', async () => {
    expect((await get('/admin/customers/999999')).statusCode).toBe(404);
    const owner = await createUser(t.db, { userType: 'admin' });
    expect((await get(`/admin/customers/${owner.id}`)).json()).toMatchObject({
      code: 'CUSTOMER_NOT_FOUND',
      message: 'Customer not found',
    });
    expect((await get('/admin/customers/abc')).statusCode).toBe(400);
    expect((await get('/admin/customers/99999999999')).statusCode).toBe(400);
  });
});
