import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPlace } from '../../db/factories/locations.ts';
import { orders, payments, products } from '../../db/schema/index.ts';
import { customerWithAddress, orderBody, postOrder } from '../../test/orders.ts';
import { latestMailTo } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applyPaymentResult } from '../orders/apply-payment.ts';
import { expireUnpaidOrders } from '../orders/payment-expiry.ts';

let t: TestApp;
let place: Awaited<ReturnType<typeof createPlace>>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
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
  return { orderId, productId: product.id, code: response.json().order.order_code as string };
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
      .select({ txnId: payments.txnId })
      .from(payments)
      .where(eq(payments.orderId, order.orderId));
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
});
