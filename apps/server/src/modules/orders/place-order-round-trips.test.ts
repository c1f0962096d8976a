import { orderCreateSchema } from '@fengshui/shared/orders';
import { eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createProduct } from '../../db/factories/catalog.ts';
import { jobs, mailOutbox, orders, pushSubscriptions, smsOutbox, users } from '../../db/schema/index.ts';
import { customerWithAddress, orderBody, orderShop } from '../../test/orders.ts';
import { recordingDatabase } from '../../test/statement-log.ts';
import { placeOrder } from './place-order.ts';

// docs/decisions/008-api-performance.md#seventh-pass-an-orders-round-trips-2026-11-26: on PGlite's one
// backend every statement inside an order's transaction holds up every other request for a round
// trip, so an order sends two there, whatever side effects it has.

const shop = orderShop();

/** A customer with an address, a device that takes pushes and texts asked for: every side effect due. */
async function customerWithEverything() {
  const { user } = await customerWithAddress(shop.t, shop.place, { phone: '09171234567' });
  await shop.t.db.update(users).set({ smsOptIn: true }).where(eq(users.id, user.id));
  await shop.t.db.insert(pushSubscriptions).values({
    userId: user.id,
    endpoint: `https://push.example.test/${user.id}`,
    p256dh: 'key',
    auth: 'auth',
    deviceLabel: 'Phone',
  });
  return user;
}

async function place1(stock: number, idempotencyKey?: string) {
  const user = await customerWithEverything();
  const product = await createProduct(shop.t.db, {
    categoryId: shop.categoryId,
    name: 'Citrine Tree',
    price: 800,
    stock,
  });
  const recording = recordingDatabase(shop.t.database);
  const placing = placeOrder(
    { db: recording.db, courier: shop.t.courier, mailer: shop.t.mailer, publicUrl: 'http://shop.test' },
    { id: user.id, email: user.email },
    orderCreateSchema.parse(
      orderBody([{ product_id: product.id, variant_id: null, quantity: 1, price: 800 }]),
    ),
    idempotencyKey,
  );
  return { user, placing, statements: recording.statements };
}

/**
 * The statements sent, with the names they are prepared under: through Drizzle's prepareQuery on
 * PGlite in this thread, straight to node-postgres for an order's last writes on PostgreSQL
 * (db/pipelined-transaction.ts).
 */
function watchStatementNames() {
  const built: { text: string; name: string | undefined }[] = [];
  if (shop.t.database.kind === 'pglite') {
    // Every statement is built by its session's prepareQuery, a transaction's session too (same class).
    const session = Object.getPrototypeOf(shop.t.db._.session) as {
      prepareQuery: (query: { sql: string }, fields: unknown, name?: string) => unknown;
    };
    const prepareQuery = session.prepareQuery;
    const spy = vi.spyOn(session, 'prepareQuery').mockImplementation(function (this: unknown, ...args) {
      built.push({ text: args[0].sql, name: args[2] });
      return prepareQuery.apply(this, args);
    });
    return { built, stop: () => spy.mockRestore() };
  }
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const config = args[0] as string | { text: string; name?: string };
    if (typeof config !== 'string') built.push({ text: config.text, name: config.name });
    return query.apply(this, args);
  } as never);
  return { built, stop: () => spy.mockRestore() };
}

const jobsOf = (kind: string, key: string, value: number) =>
  queryRows<{ id: number }>(
    shop.t.db,
    sql`select id from ${jobs} where ${jobs.kind} = ${kind} and (${jobs.payload} ->> ${key})::int = ${value}`,
  );

describe('the round trips of placing an order', () => {
  it('writes a cash-on-delivery order with all its side effects in one statement, then its stock, inside its transaction', async () => {
    const { user, placing, statements } = await place1(5);
    const { order } = await placing;
    const inside = statements.filter((statement) => statement.inTransaction).map(({ text }) => text);
    expect(inside).toHaveLength(2);
    expect(inside[0]).toMatch(/^with /);
    expect(inside[1]).toMatch(/^update "products"/);

    const [mail] = await shop.t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.text, `%/account/orders/${order.id}%`));
    expect(mail?.subject).toContain(order.orderCode);
    expect(await jobsOf('mail.deliver', 'mailId', mail!.id)).toHaveLength(1);
    expect(await jobsOf('courier.book', 'orderId', order.id)).toHaveLength(1);
    const [device] = await shop.t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(await jobsOf('push.deliver', 'subscriptionId', device!.id)).toHaveLength(1);
    const [text] = await shop.t.db.select().from(smsOutbox).where(eq(smsOutbox.orderId, order.id));
    expect(text).toMatchObject({ to: '+639171234567', kind: 'order_placed' });
    expect(await jobsOf('sms', 'smsId', text!.id)).toHaveLength(1);
    const [saved] = await shop.t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(saved).toEqual(order);
  });

  it('takes an Idempotency-Key first among the last writes, sent with the order and its commit', async () => {
    const { placing, statements } = await place1(5, 'checkout-attempt-1');
    const { order } = await placing;
    const inside = statements.filter((statement) => statement.inTransaction).map(({ text }) => text);
    expect(inside).toHaveLength(3);
    expect(inside[0]).toMatch(/^insert into "order_request_keys"/);
    expect(inside[1]).toMatch(/^with "placed_order"/);
    const [key] = await queryRows<{ order_id: number }>(
      shop.t.db,
      sql`select order_id from order_request_keys where key = 'checkout-attempt-1'`,
    );
    expect(key?.order_id).toBe(order.id);
  });

  it('names the order and its stock statements after their text, so each shape is planned once per connection', async () => {
    const { built, stop } = watchStatementNames();
    try {
      const product = await createProduct(shop.t.db, {
        categoryId: shop.categoryId,
        name: 'Jade Plant',
        price: 500,
        stock: 10,
      });
      const order = async (lines: number) => {
        const user = await customerWithEverything();
        await placeOrder(
          { db: shop.t.db, courier: shop.t.courier, mailer: shop.t.mailer, publicUrl: 'http://shop.test' },
          { id: user.id, email: user.email },
          orderCreateSchema.parse(
            orderBody(
              [
                product,
                ...(lines > 1
                  ? [
                      await createProduct(shop.t.db, {
                        categoryId: shop.categoryId,
                        name: 'Coin',
                        price: 50,
                        stock: 5,
                      }),
                    ]
                  : []),
              ].map((line) => ({
                product_id: line.id,
                variant_id: null,
                quantity: 1,
                price: line.id === product.id ? 500 : 50,
              })),
            ),
          ),
        );
      };
      built.length = 0;
      await order(1);
      await order(1);
      await order(2);
    } finally {
      stop();
    }
    const orderStatements = built.filter(({ text }) => text.startsWith('with "placed_order"'));
    const stockStatements = built.filter(({ text }) => text.startsWith('update "products" set "stock"'));
    expect(orderStatements).toHaveLength(3);
    expect(orderStatements[0]!.name).toMatch(/^place_order_/);
    // Same shape, same name and text (its values are parameters); two lines, another shape.
    expect(orderStatements[1]).toEqual(orderStatements[0]);
    expect(orderStatements[2]!.name).toMatch(/^place_order_/);
    expect(orderStatements[2]!.name).not.toBe(orderStatements[0]!.name);
    expect(stockStatements).toHaveLength(4);
    for (const stock of stockStatements) expect(stock).toEqual(stockStatements[0]);
    expect(stockStatements[0]!.name).toMatch(/^take_stock_/);
  });

  it('leaves no order, e-mail or job behind when the stock is refused', async () => {
    const jobsBefore = await shop.t.db.$count(jobs);
    const mailBefore = await shop.t.db.$count(mailOutbox);
    const { user, placing, statements } = await place1(0);
    await expect(placing).rejects.toMatchObject({ code: 'INSUFFICIENT_STOCK' });
    // Short when its price was read: refused before any transaction (a race's late orders write nothing),
    // and before taking an order number.
    expect(statements.filter((statement) => statement.inTransaction)).toEqual([]);
    expect(statements.filter(({ text }) => text.includes('order_code_counters'))).toEqual([]);
    expect(await shop.t.db.$count(orders, eq(orders.userId, user.id))).toBe(0);
    expect(await shop.t.db.$count(mailOutbox)).toBe(mailBefore);
    expect(await shop.t.db.$count(jobs)).toBe(jobsBefore);
  });
});
