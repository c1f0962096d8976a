import type { OrderStatus } from '@fengshui/shared/order-status';
import { relativeTime } from '@fengshui/shared/relative-time';
import { NO_SOCIAL_PROOF, type SocialProof, type SocialProofQuery } from '@fengshui/shared/social-proof';
import { and, asc, desc, eq, gte, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, orderItems, orders, products, users } from '../../db/schema/index.ts';
import { socialProofWording } from './social-proof-wording.ts';

// docs/content.md#social-proof: "Social proof shows only true facts from the database (a real recent purchase of that
// product, real cart counts); when there is nothing true to say it shows nothing." Names, streets and
// e-mails never leave these queries: only a product, a city, a time and counts do.

const HOUR_MS = 3_600_000;
const PRODUCT_PURCHASE_WINDOW_MS = 7 * 24 * HOUR_MS;
const SHOP_PURCHASE_WINDOW_MS = 48 * HOUR_MS;
const HOME_ORDERS_WINDOW_MS = 24 * HOUR_MS;
/** "1 shopper has this in their cart" on a product page says little; it takes two to be a crowd. */
const PRODUCT_CART_MINIMUM = 2;

/**
 * Not purchases: an online order still awaiting payment may never be paid, a cancelled one was not
 * bought, and a returned one was given back (the dashboard's sales leave out the same three).
 */
const NOT_PURCHASES: OrderStatus[] = ['pending_payment', 'cancelled', 'returned'];

const isPurchase = (since: Date) =>
  and(gte(orders.createdAt, since), notInArray(orders.status, NOT_PURCHASES));

const orderCity = sql<string | null>`${orders.shippingAddress} ->> 'city'`;

/** Customers (not the shop's staff, not deleted accounts) with the product in their cart, less the viewer. */
function shoppersWithInCart(db: DbOrTx, productId: number, viewerId: number | null) {
  return db
    .select({ shoppers: sql<number>`count(distinct ${cartItems.userId})::int`.as('shoppers') })
    .from(cartItems)
    .innerJoin(users, eq(users.id, cartItems.userId))
    .where(
      and(
        eq(cartItems.productId, productId),
        eq(users.userType, 'customer'),
        isNull(users.deletedAt),
        viewerId === null ? undefined : ne(cartItems.userId, viewerId),
      ),
    );
}

/**
 * An active product with its newest purchase since `since` and its count of other shoppers' carts,
 * in one round trip. Undefined for an unknown or archived product. The subqueries name the product id
 * itself rather than the outer row's: planned for that product, a rarely bought one is read through
 * order_items_product_idx instead of by walking a week of orders.
 */
async function productFacts(db: DbOrTx, productId: number, since: Date, viewerId: number | null) {
  const lastPurchase = db
    .select({ placedAt: orders.createdAt, city: orderCity.as('city') })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, productId), isPurchase(since)))
    .orderBy(desc(orders.createdAt))
    .limit(1)
    .as('last_purchase');
  const carts = shoppersWithInCart(db, productId, viewerId).as('carts');
  const [row] = await db
    .select({
      name: products.name,
      placedAt: lastPurchase.placedAt,
      city: lastPurchase.city,
      shoppers: carts.shoppers,
    })
    .from(products)
    .leftJoin(lastPurchase, sql`true`)
    .leftJoin(carts, sql`true`)
    .where(and(eq(products.id, productId), eq(products.status, 'active')));
  return row && { ...row, shoppers: Number(row.shoppers ?? 0) };
}

/** The newest purchase of any active product in the last 48 hours, read newest order first. */
async function shopMessage(db: DbOrTx, now: Date): Promise<SocialProof> {
  const [last] = await db
    .select({ productId: products.id, name: products.name, placedAt: orders.createdAt, city: orderCity })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(products, and(eq(products.id, orderItems.productId), eq(products.status, 'active')))
    .where(isPurchase(new Date(now.getTime() - SHOP_PURCHASE_WINDOW_MS)))
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderItems.id))
    .limit(1);
  if (!last) return NO_SOCIAL_PROOF;
  return {
    message: socialProofWording.shopBought(last.city, last.name, relativeTime(last.placedAt, now)),
    link: `/product/${last.productId}`,
  };
}

async function productMessage(db: DbOrTx, productId: number, viewerId: number | null, now: Date) {
  const since = new Date(now.getTime() - PRODUCT_PURCHASE_WINDOW_MS);
  const facts = await productFacts(db, productId, since, viewerId);
  if (!facts) return NO_SOCIAL_PROOF;
  if (facts.placedAt)
    return {
      message: socialProofWording.productBought(facts.city, relativeTime(facts.placedAt, now)),
      link: null,
    };
  if (facts.shoppers >= PRODUCT_CART_MINIMUM)
    return { message: socialProofWording.productInCarts(facts.shoppers), link: null };
  return NO_SOCIAL_PROOF;
}

async function cartMessage(
  db: DbOrTx,
  productId: number | undefined,
  viewerId: number | null,
  now: Date,
): Promise<SocialProof> {
  if (productId === undefined) return shopMessage(db, now);
  const [product] = await db
    .select({ name: products.name, shoppers: sql<number>`(${shoppersWithInCart(db, productId, viewerId)})` })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'active')));
  if (!product) return NO_SOCIAL_PROOF;
  const shoppers = Number(product.shoppers ?? 0);
  if (shoppers >= 1)
    return { message: socialProofWording.cartInOtherCarts(shoppers, product.name), link: null };
  return shopMessage(db, now);
}

/**
 * The home page. The spec asks for an online-visitors message, but nothing records visitors: guests
 * leave no trace and a session's last_seen_at is written only when the session is created, so "N
 * shoppers online" could not be counted, only invented. The orders of the last 24 hours are a true
 * store fact instead (one range read of orders_created_idx).
 */
async function homeMessage(db: DbOrTx, now: Date): Promise<SocialProof> {
  const [row] = await db
    .select({ placed: sql<number>`count(*)::int` })
    .from(orders)
    .where(isPurchase(new Date(now.getTime() - HOME_ORDERS_WINDOW_MS)));
  const placed = Number(row?.placed ?? 0);
  return placed >= 1 ? { message: socialProofWording.ordersToday(placed), link: null } : NO_SOCIAL_PROOF;
}

/**
 * GET /social-proof: one true sentence for the page, or nulls. `viewerId` is the signed-in customer,
 * whose own cart never counts among "other shoppers".
 */
export async function socialProofFor(
  db: DbOrTx,
  query: SocialProofQuery,
  viewerId: number | null,
  now = new Date(),
): Promise<SocialProof> {
  switch (query.page) {
    case 'home':
      return homeMessage(db, now);
    case 'shop':
      return shopMessage(db, now);
    case 'product':
      // The query schema makes product_id required on the product page.
      return productMessage(db, query.product_id!, viewerId, now);
    case 'cart':
      return cartMessage(db, query.product_id, viewerId, now);
  }
}
