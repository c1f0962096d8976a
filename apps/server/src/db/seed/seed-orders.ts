import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { createPastOrder } from '../factories/orders.ts';
import { createUser } from '../factories/users.ts';
import { products, users } from '../schema/index.ts';
import { DEMO_CUSTOMER } from './seed-customer.ts';

const DAY_HOURS = 24;
/** The products the order book puts in its orders: it needs every one of them. */
const ORDER_BOOK_PRODUCTS = 12;

// Customers whose past orders make the desk and (later) the reviews look lived in. They sign in with
// the factories' DEFAULT_TEST_PASSWORD.
export const DEMO_SHOPPERS = [
  { email: 'jose.reyes@example.ph', username: 'josereyes', firstName: 'Jose', lastName: 'Reyes' },
  { email: 'ana.lim@example.ph', username: 'analim', firstName: 'Ana', lastName: 'Lim' },
  { email: 'carlo.mendoza@example.ph', username: 'carlomendoza', firstName: 'Carlo', lastName: 'Mendoza' },
] as const;

const deliveredPath = (days: number) => [
  { status: 'processing' as const, afterHours: 1 },
  { status: 'for_packing' as const, afterHours: 5 },
  { status: 'packed' as const, afterHours: 20 },
  { status: 'for_shipping' as const, afterHours: 24 },
  { status: 'shipped' as const, afterHours: 30 },
  { status: 'in_transit' as const, afterHours: 40 },
  { status: 'out_for_delivery' as const, afterHours: 70 },
  { status: 'delivered' as const, afterHours: 78 },
  ...(days > 10 ? [{ status: 'completed' as const, afterHours: 100 }] : []),
];

/** The first `limit` active products without variants, by id: what the demo seeds put in orders. */
export function orderableProducts(db: DbOrTx, limit: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      productCode: products.productCode,
      priceCentavos: products.priceCentavos,
    })
    .from(products)
    .where(and(eq(products.status, 'active'), eq(products.hasVariants, false)))
    .orderBy(asc(products.id))
    .limit(limit);
}

/**
 * The demo shop's order book: the demo customer has an order in each stage (completed, delivered
 * and awaiting Order Received, on its way, just placed), three other customers have completed
 * orders, and the newest order of the demo customer and of each of the three still waits for a
 * courier booking, so the order desk, the purchase history and the tracking page all show real data
 * (and the booking journey, e2e/orders.spec.ts, has an order to book on a retry too).
 */
export async function seedOrders(db: DbOrTx, now = new Date()): Promise<void> {
  const catalog = await orderableProducts(db, ORDER_BOOK_PRODUCTS);
  if (catalog.length < ORDER_BOOK_PRODUCTS) return;
  const [demo] = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
  if (!demo) return;
  const ago = (days: number, hours = 0) => new Date(now.getTime() - (days * DAY_HOURS + hours) * 3_600_000);
  const maria = {
    userId: demo.id,
    recipientName: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`,
    email: DEMO_CUSTOMER.email,
    notify: true,
  };
  await createPastOrder(db, {
    ...maria,
    items: [
      { product: catalog[0]!, quantity: 1 },
      { product: catalog[1]!, quantity: 2 },
    ],
    paymentMethod: 'cod',
    placedAt: ago(40),
    path: deliveredPath(40),
  });
  await createPastOrder(db, {
    ...maria,
    items: [{ product: catalog[2]!, quantity: 1 }],
    paymentMethod: 'dragonpay',
    placedAt: ago(4),
    path: deliveredPath(4),
  });
  await createPastOrder(db, {
    ...maria,
    items: [
      { product: catalog[3]!, quantity: 1 },
      { product: catalog[4]!, quantity: 1 },
    ],
    paymentMethod: 'dragonpay',
    placedAt: ago(1, 18),
    path: deliveredPath(0).slice(0, 6),
  });
  await createPastOrder(db, {
    ...maria,
    items: [{ product: catalog[5]!, quantity: 3 }],
    paymentMethod: 'cod',
    placedAt: ago(0, 3),
    path: [],
  });

  for (const [index, shopper] of DEMO_SHOPPERS.entries()) {
    const user = await createUser(db, { ...shopper, verified: true });
    await createPastOrder(db, {
      userId: user.id,
      recipientName: `${shopper.firstName} ${shopper.lastName}`,
      email: shopper.email,
      items: [
        { product: catalog[6 + index]!, quantity: 1 },
        { product: catalog[index]!, quantity: 1 },
      ],
      paymentMethod: index === 1 ? 'cod' : 'dragonpay',
      placedAt: ago(20 + index * 7),
      path: deliveredPath(20 + index * 7),
    });
    // One fresh order each the courier has not taken yet, as after a failed booking: the desk books it.
    await createPastOrder(db, {
      userId: user.id,
      recipientName: `${shopper.firstName} ${shopper.lastName}`,
      email: shopper.email,
      items: [{ product: catalog[9 + index]!, quantity: index === 0 ? 2 : 1 }],
      paymentMethod: 'cod',
      placedAt: ago(0, 1 + index),
      path: [],
    });
  }
}
