import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPlace } from '../../db/factories/locations.ts';
import { jobs, orders, payments as paymentRows, products } from '../../db/schema/index.ts';
import { createSandboxPayments } from '../../integrations/dragonpay/sandbox.ts';
import type { DragonpayStatus, PaymentProvider } from '../../integrations/dragonpay/types.ts';
import { customerWithAddress, orderBody, postOrder } from '../../test/orders.ts';
import { latestMailTo } from '../../test/outbox.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applyPaymentResult } from '../orders/apply-payment.ts';
import { expireUnpaidOrders } from '../orders/payment-expiry.ts';

/** The gateway's side of a void: what it was asked to void, and how it answers. */
const gateway = { voided: [] as string[], voids: true, status: null as DragonpayStatus | null };
const payments: PaymentProvider = {
  ...createSandboxPayments({ secret: 'payment-expiry-test' }),
  voidTransaction: async (txnId) => {
    gateway.voided.push(txnId);
    return gateway.voids;
  },
  queryStatus: async () => gateway.status,
};

let t: TestApp;
let place: Awaited<ReturnType<typeof createPlace>>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({}, { payments });
  place = await createPlace(t.db);
  categoryId = (await createCategory(t.db)).id;
});
afterAll(() => t.close());

const expire = () => expireUnpaidOrders(t.db, t.mailer, { windowHours: 48, publicUrl: 'http://shop.test' });
const stockOf = async (id: number) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

async function placed(method: 'dragonpay' | 'cod', hoursAgo: number) {
  const { headers } = await customerWithAddress(t, place);
  const product = await createProduct(t.db, {
    categoryId,
    name: 'Citrine Money Tree',
    price: 800,
    stock: 10,
  });
  const response = await postOrder(
    t,
    headers,
    orderBody([{ product_id: product.id, variant_id: null, quantity: 3, price: 800 }], {
      payment_method: method,
    }),
  );
  expect(response.statusCode).toBe(201);
  const orderId = response.json().order.order_id as number;
  await t.db.execute(
    sql`update orders set created_at = now() - make_interval(hours => ${hoursAgo}) where id = ${orderId}`,
  );
  const code = response.json().order.order_code as string;
  return { orderId, productId: product.id, code, txnId: `${code}-1`, headers };
}

const statusOf = async (orderId: number) =>
  (
    await t.db
      .select({ status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, orderId))
  )[0];

describe('the payment window', () => {
  it('cancels an online order left unpaid for 48 hours, returns its stock once and tells the customer', async () => {
    const order = await placed('dragonpay', 49);
    expect(await stockOf(order.productId)).toBe(7);
    expect(await expire()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.orderId)).toEqual({ status: 'cancelled', paymentStatus: 'failed' });
    // The timeline dates the cancellation by it, not by the order's placing two days before.
    const [cancelled] = await t.db
      .select({ at: orders.cancelledAt })
      .from(orders)
      .where(eq(orders.id, order.orderId));
    expect(Date.now() - cancelled!.at!.getTime()).toBeLessThan(60_000);
    expect(await stockOf(order.productId)).toBe(10);
    await expire();
    expect(await stockOf(order.productId)).toBe(10);
    const [row] = await t.db.select({ email: orders.email }).from(orders).where(eq(orders.id, order.orderId));
    expect((await latestMailTo(t.db, row!.email))?.subject).toBe(`Order ${order.code} was cancelled`);
  });

  it('leaves orders inside the window, and cash-on-delivery orders, alone', async () => {
    const recent = await placed('dragonpay', 47);
    const cod = await placed('cod', 100);
    await expire();
    expect(await statusOf(recent.orderId)).toMatchObject({ status: 'pending_payment' });
    expect(await statusOf(cod.orderId)).toMatchObject({ status: 'processing', paymentStatus: 'cod_pending' });
  });

  it('keeps an expired order cancelled when its payment arrives late, and flags the refund', async () => {
    const order = await placed('dragonpay', 72);
    await expire();
    const [payment] = await t.db
      .select({ txnId: paymentRows.txnId })
      .from(paymentRows)
      .where(eq(paymentRows.orderId, order.orderId));
    const outcome = await applyPaymentResult(t.db, {
      txnId: payment!.txnId,
      refNo: 'LATE1',
      status: 'S',
      message: 'paid late',
      actor: 'dragonpay',
    });
    expect(outcome).toBe('refund_due');
    expect(await statusOf(order.orderId)).toEqual({ status: 'cancelled', paymentStatus: 'refund_due' });
    expect(await stockOf(order.productId)).toBe(10);
  });

  // Real row locks between two connections: the server-pg project's run only.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'takes a postback that arrives while the order is being cancelled after the cancellation, without a deadlock',
    async () => {
      const order = await placed('dragonpay', 1);
      let locked = () => {};
      const orderLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      // A cancellation under way locks the order, then its payment, as moveOrder and the expiry do.
      const cancelling = t.db.transaction(async (tx) => {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.orderId)).for('update');
        locked();
        await released;
        await tx
          .select({ id: paymentRows.id })
          .from(paymentRows)
          .where(eq(paymentRows.orderId, order.orderId))
          .for('update');
      });
      await orderLocked;
      const postback = applyPaymentResult(t.db, {
        txnId: order.txnId,
        refNo: 'MIDCANCEL1',
        status: 'S',
        message: 'paid',
        actor: 'dragonpay',
      });
      // The postback is under way and waits for the order.
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await expect(cancelling).resolves.toBeUndefined();
      await expect(postback).resolves.toBe('paid');
    },
  );
});

describe("a cancelled order's unpaid Dragonpay transaction", () => {
  const voidJobs = async (orderId: number) =>
    (await t.db.select().from(jobs).where(eq(jobs.kind, 'payment.void'))).filter(
      (job) => job.payload.orderId === orderId,
    );

  it('is voided with the gateway once the payment window has closed, so it cannot be paid at a counter', async () => {
    gateway.voids = true;
    const order = await placed('dragonpay', 49);
    await expire();
    expect((await voidJobs(order.orderId)).map((job) => job.payload)).toEqual([
      { orderId: order.orderId, txnId: order.txnId },
    ]);
    await t.runJobs();
    expect(gateway.voided).toContain(order.txnId);
    expect((await voidJobs(order.orderId))[0]?.status).toBe('done');
  });

  it("is voided when the owner cancels the order, and a cash-on-delivery order's is left alone", async () => {
    gateway.voids = true;
    const admin = (await signInAs(t, { userType: 'admin' })).headers;
    const online = await placed('dragonpay', 1);
    const cod = await placed('cod', 1);
    for (const order of [online, cod]) {
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.orderId}/cancel`,
        headers: admin,
        payload: { note: 'Customer asked by phone' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
    expect(await voidJobs(online.orderId)).toHaveLength(1);
    expect(await voidJobs(cod.orderId)).toEqual([]);
    await t.runJobs();
    expect(gateway.voided).toContain(online.txnId);
  });

  it('is left to the refund when the gateway refuses because it was paid meanwhile, and tried again otherwise', async () => {
    gateway.voids = false;
    gateway.status = 'P';
    const order = await placed('dragonpay', 49);
    await expire();
    await t.runJobs();
    expect((await voidJobs(order.orderId))[0]).toMatchObject({
      status: 'pending',
      lastError: 'Dragonpay refused to void the transaction (its status: P)',
    });
    gateway.status = 'S';
    await t.runJobs(new Date(Date.now() + 60 * 60 * 1000));
    expect((await voidJobs(order.orderId))[0]?.status).toBe('done');
  });
});
