import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createCategory, createProduct } from '../db/factories/catalog.ts';
import type { createPlace } from '../db/factories/locations.ts';
import type { UserInput } from '../db/factories/users.ts';
import { products } from '../db/schema/index.ts';
import { signInAs } from './sign-in.ts';
import type { TestApp } from './test-app.ts';

type Place = Awaited<ReturnType<typeof createPlace>>;
type Headers = Record<string, string>;

/** A signed-in customer with a default address at the test place. */
export async function customerWithAddress(t: TestApp, place: Place, input: UserInput = {}) {
  const signedIn = await signInAs(t, input);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/users/shipping-address',
    headers: signedIn.headers,
    payload: {
      region_id: place.region.code,
      province_id: place.province.code,
      city_id: place.city.code,
      barangay_id: place.barangays[0]!.code,
      house_number: '5',
      street_name: 'Rizal Street',
      postcode: '6000',
    },
  });
  expect(saved.statusCode).toBe(201);
  return signedIn;
}

/** `POST /api/transactions/orders` as the customer of `headers`. */
export const postOrder = (t: TestApp, headers: Headers, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/transactions/orders', headers, payload: body });

/** An order create payload; the client's totals are placeholders (the server computes its own). */
export const orderBody = (items: unknown[], overrides: Record<string, unknown> = {}) => ({
  items,
  subtotal: 1,
  shipping_fee: 0,
  total_amount: 1,
  shipping_details: { name: 'Liza Dela Cruz', phone: '09171234567', email: 'liza@example.ph' },
  payment_method: 'cod',
  voucher_code: null,
  ...overrides,
});

/** A cash-on-delivery order of `quantity` of a product, placed by a fresh customer at `place`. */
export async function placeCodOrder(
  t: TestApp,
  place: Place,
  product: { id: number; price: number },
  quantity = 1,
) {
  const customer = await customerWithAddress(t, place);
  const response = await postOrder(
    t,
    customer.headers,
    orderBody([{ product_id: product.id, variant_id: null, quantity, price: product.price }]),
  );
  expect(response.statusCode).toBe(201);
  const orderId: number = response.json().order.order_id;
  return { ...customer, orderId };
}

/** What the order tests do again and again: a product to order, the desk's moves, reads as a customer. */
export async function orderTestKit(t: TestApp, admin: Headers) {
  const categoryId = (await createCategory(t.db)).id;
  const move = (orderId: number, status: string, headers: Headers = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers,
      payload: { status },
    });
  return {
    async product(stock = 10, price = 880) {
      const row = await createProduct(t.db, { categoryId, name: 'Jade Pi Yao', price, stock });
      return { id: row.id, price };
    },
    stockOf: async (id: number) =>
      (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock,
    soldOf: async (id: number) =>
      (await t.db.select({ sold: products.itemsSold }).from(products).where(eq(products.id, id)))[0]!.sold,
    move,
    get: (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers }),
    async moveAlong(orderId: number, statuses: string[]) {
      for (const status of statuses) {
        const response = await move(orderId, status);
        expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
      }
    },
  };
}
export type OrderTestKit = Awaited<ReturnType<typeof orderTestKit>>;
