import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DbOrTx } from '../db/client.ts';
import { type CategoryInput, createCategory, createProduct } from '../db/factories/catalog.ts';
import { createPlace } from '../db/factories/locations.ts';
import type { UserInput } from '../db/factories/users.ts';
import { products } from '../db/schema/index.ts';
import { signInAs } from './sign-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type Place = Awaited<ReturnType<typeof createPlace>>;
type Headers = Record<string, string>;

const stockIn = async (db: DbOrTx, productId: number) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;

/** What an order is placed from on `db`: a place the courier serves and a category for the products. */
export async function orderSetting(db: DbOrTx, category: CategoryInput = {}) {
  return { place: await createPlace(db), categoryId: (await createCategory(db, category)).id };
}

export interface OrderShop {
  t: TestApp;
  /** Where the customers live, a place the courier serves. */
  place: Place;
  /** The category the test's products go in. */
  categoryId: number;
  stockOf(productId: number): Promise<number>;
}

/**
 * The placing-an-order tests' shop: an app on a fresh database with `orderSetting`. Filled in before
 * the first test of the file, closed after its last.
 */
export function orderShop(): OrderShop {
  const shop = { stockOf: (productId: number) => stockIn(shop.t.db, productId) } as OrderShop;
  beforeAll(async () => {
    shop.t = await createTestApp();
    Object.assign(shop, await orderSetting(shop.t.db));
  });
  afterAll(() => shop.t.close());
  return shop;
}

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
  // The confirmation e-mail and the courier booking run as jobs after the answer, as in the app.
  await t.runJobs();
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
    stockOf: (id: number) => stockIn(t.db, id),
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

export interface OrderDesk {
  t: TestApp;
  /** Where the customers live, a place the courier serves. */
  place: Place;
  /** A signed-in owner's headers. */
  admin: Headers;
  kit: OrderTestKit;
}

/**
 * The order-desk tests' setting: an app on a fresh database, a place, a signed-in owner and the order
 * kit. Filled in before the first test of the file, closed after its last.
 */
export function orderDesk(): OrderDesk {
  const desk = {} as OrderDesk;
  beforeAll(async () => {
    desk.t = await createTestApp();
    desk.place = await createPlace(desk.t.db);
    desk.admin = (await signInAs(desk.t, { userType: 'admin' })).headers;
    desk.kit = await orderTestKit(desk.t, desk.admin);
  });
  afterAll(() => desk.t.close());
  return desk;
}
