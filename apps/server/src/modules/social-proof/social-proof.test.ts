import type { OrderStatus } from '@fengshui/shared/order-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPlace } from '../../db/factories/locations.ts';
import { createPastOrder } from '../../db/factories/orders.ts';
import { createUser } from '../../db/factories/users.ts';
import { cartItems, users } from '../../db/schema/index.ts';
import { placeCodOrder } from '../../test/orders.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The tests share one database and build on each other in order: the shop starts with no purchases.

let t: TestApp;
let categoryId: number;
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategory(t.db)).id;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const ask = (query: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: `/api/social-proof?${query}`, headers });
const proofOf = async (query: string, headers: Headers = {}) => {
  const response = await ask(query, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { message: string | null; link: string | null };
};
const NOTHING = { message: null, link: null };

const product = (name: string, status: 'active' | 'archived' = 'active') =>
  createProduct(t.db, { categoryId, name, price: 880, stock: 50, status });
type Product = Awaited<ReturnType<typeof product>>;

/** A past order by a fresh customer, shipped to "City of Makati, Ayala Avenue" (the factory's address). */
async function orderOf(item: Product, placedAt: Date, finalStatus?: OrderStatus) {
  const buyer = await createUser(t.db, { firstName: 'Rosario', lastName: 'Villanueva' });
  const paymentMethod = finalStatus === 'pending_payment' ? 'dragonpay' : 'cod';
  return createPastOrder(t.db, {
    userId: buyer.id,
    recipientName: 'Rosario Villanueva',
    email: buyer.email,
    items: [{ product: item, quantity: 1 }],
    paymentMethod,
    placedAt,
    path: finalStatus && finalStatus !== 'pending_payment' ? [{ status: finalStatus, afterHours: 0.1 }] : [],
  });
}

async function putInCart(userId: number, item: Product) {
  await t.db.insert(cartItems).values({ userId, productId: item.id, quantity: 1 });
}
const shopperWith = async (item: Product) => {
  const shopper = await signInAs(t);
  await putInCart(shopper.user.id, item);
  return shopper;
};

describe('a shop with no recent purchases', () => {
  it('says nothing on any page, and lets the answer be cached for a minute', async () => {
    const quiet = await product('Quiet Bell');
    // Only old, unpaid, cancelled or returned orders: none of them is news.
    await orderOf(quiet, hoursAgo(24 * 8));
    await orderOf(quiet, hoursAgo(1), 'pending_payment');
    await orderOf(quiet, hoursAgo(1), 'cancelled');
    await orderOf(quiet, hoursAgo(2), 'returned');
    for (const query of ['page=home', 'page=shop', 'page=cart', `page=product&product_id=${quiet.id}`]) {
      const response = await ask(query);
      expect(response.statusCode).toBe(200);
      expect(response.json(), query).toEqual(NOTHING);
      expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    }
  });
});

describe('GET /api/social-proof?page=home', () => {
  it('counts the orders of the last 24 hours, leaving out unpaid and cancelled ones', async () => {
    const item = await product('Brass Wu Lou');
    await orderOf(item, hoursAgo(30));
    await orderOf(item, hoursAgo(5));
    expect(await proofOf('page=home')).toEqual({
      message: '1 order was placed in the last 24 hours',
      link: null,
    });
    await orderOf(item, hoursAgo(3), 'for_packing');
    expect((await proofOf('page=home')).message).toBe('2 orders were placed in the last 24 hours');
  });
});

describe('GET /api/social-proof?page=shop', () => {
  it('tells of the newest purchase of an active product, with its link and how long ago', async () => {
    const jade = await product('Jade Pi Yao');
    const archived = await product('Retired Charm', 'archived');
    await orderOf(jade, hoursAgo(2));
    await orderOf(jade, hoursAgo(1), 'cancelled');
    await orderOf(archived, hoursAgo(1.5));
    expect(await proofOf('page=shop')).toEqual({
      message: 'Someone in Makati bought Jade Pi Yao 2 hours ago',
      link: `/product/${jade.id}`,
    });
  });

  it('never names the buyer, the street or the e-mail', async () => {
    const { message } = await proofOf('page=shop');
    expect(message).not.toMatch(/Rosario|Villanueva|Ayala|Jade Tower|@|1226/);
  });
});

describe('GET /api/social-proof?page=product', () => {
  it('tells of the latest purchase of the product within 7 days', async () => {
    const lamp = await product('Salt Lamp');
    await orderOf(lamp, hoursAgo(24 * 3));
    await orderOf(lamp, hoursAgo(3), 'cancelled');
    const { message, link } = await proofOf(`page=product&product_id=${lamp.id}`);
    expect(message).toBe('Someone in Makati bought this 3 days ago');
    expect(link).toBeNull();
  });

  it('reads the city of an order placed through checkout', async () => {
    const place = await createPlace(t.db);
    const coin = await product('Lucky Coin');
    await placeCodOrder(t, place, { id: coin.id, price: 880 });
    expect((await proofOf(`page=product&product_id=${coin.id}`)).message).toBe(
      `Someone in ${place.city.name} bought this just now`,
    );
  });

  it('counts the carts of two or more other shoppers when nobody bought it lately', async () => {
    const bowl = await product('Singing Bowl');
    const query = `page=product&product_id=${bowl.id}`;
    await shopperWith(bowl);
    expect(await proofOf(query)).toEqual(NOTHING);
    const second = await shopperWith(bowl);
    expect(await proofOf(query)).toEqual({
      message: '2 shoppers have this in their cart right now',
      link: null,
    });
    // The asking customer's own cart is not "other shoppers'", and that answer is not to be shared.
    const response = await ask(query, second.headers);
    expect(response.json()).toEqual(NOTHING);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it("counts neither the staff's carts nor deleted accounts'", async () => {
    const fan = await product('Sandalwood Fan');
    await shopperWith(fan);
    const admin = await createUser(t.db, { userType: 'admin' });
    await putInCart(admin.id, fan);
    const gone = await createUser(t.db);
    await putInCart(gone.id, fan);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect(await proofOf(`page=product&product_id=${fan.id}`)).toEqual(NOTHING);
  });

  it('answers nothing, not an error, for an unknown or archived product', async () => {
    const archived = await product('Old Amulet', 'archived');
    await orderOf(archived, hoursAgo(1));
    expect(await proofOf('page=product&product_id=2147483647')).toEqual(NOTHING);
    expect(await proofOf(`page=product&product_id=${archived.id}`)).toEqual(NOTHING);
  });
});

describe('GET /api/social-proof?page=cart', () => {
  it("tells how many other shoppers have the cart's first product", async () => {
    const bracelet = await product('Obsidian Bracelet');
    const viewer = await shopperWith(bracelet);
    await shopperWith(bracelet);
    expect(await proofOf(`page=cart&product_id=${bracelet.id}`, viewer.headers)).toEqual({
      message: '1 other shopper has Obsidian Bracelet in their cart',
      link: null,
    });
    await shopperWith(bracelet);
    const response = await ask(`page=cart&product_id=${bracelet.id}`, viewer.headers);
    expect(response.json().message).toBe('2 other shoppers have Obsidian Bracelet in their cart');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it("falls back to the shop's newest purchase when no one else has it, or when the cart is empty", async () => {
    const chime = await product('Wind Chime');
    const viewer = await shopperWith(chime);
    const shop = await proofOf('page=shop');
    expect(shop.message).not.toBeNull();
    expect(await proofOf(`page=cart&product_id=${chime.id}`, viewer.headers)).toEqual(shop);
    expect(await proofOf('page=cart')).toEqual(shop);
  });

  it('answers nothing for an unknown product', async () => {
    expect(await proofOf('page=cart&product_id=2147483646')).toEqual(NOTHING);
  });
});

describe('bad input', () => {
  it.each([
    ['no page', '', 'page must be one of home, shop, product or cart'],
    ['an unknown page', 'page=about', 'page must be one of home, shop, product or cart'],
    ['a product page without its product', 'page=product', 'product_id is required for the product page'],
    ['a product id that is not a number', 'page=product&product_id=abc', 'product_id must be a number'],
    ['a zero product id', 'page=cart&product_id=0', 'product_id must be a positive whole number'],
    ['a negative product id', 'page=product&product_id=-3', 'product_id must be a positive whole number'],
    ['a fractional product id', 'page=product&product_id=1.5', 'product_id must be a whole number'],
    ['an oversized product id', 'page=product&product_id=99999999999', 'product_id is too large'],
  ])('refuses %s with 400 and a clear message', async (_label, query, message) => {
    const response = await ask(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().message).toContain(message);
  });
});
