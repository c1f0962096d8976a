import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPlace } from '../../db/factories/locations.ts';
import { payments } from '../../db/schema/index.ts';
import { callbackDigest } from '../../integrations/dragonpay/digest.ts';
import { createDragonpay } from '../../integrations/dragonpay/dragonpay.ts';
import { customerWithAddress, orderBody, postOrder } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The real adapter in the app, with the gateway's status inquiry played by a fake fetch.
let inquiry: () => Promise<Response> = async () => new Response('S');
const dragonpayConfig = {
  merchantId: 'MYSHOP',
  secretKey: 'SECRET',
  password: 'PASSWORD',
  baseUrl: 'https://test.dragonpay.ph',
};
let t: TestApp;
let place: Awaited<ReturnType<typeof createPlace>>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp(
    { DRAGONPAY_MERCHANT_ID: 'MYSHOP', DRAGONPAY_SECRET_KEY: 'SECRET', DRAGONPAY_PASSWORD: 'PASSWORD' },
    { payments: createDragonpay(dragonpayConfig, (() => inquiry()) as unknown as typeof fetch) },
  );
  place = await createPlace(t.db);
  categoryId = (await createCategory(t.db)).id;
});
afterAll(() => t.close());

async function placed() {
  const customer = await customerWithAddress(t, place);
  const product = await createProduct(t.db, { categoryId, price: 1000, stock: 5 });
  const response = await postOrder(
    t,
    customer.headers,
    orderBody([{ product_id: product.id, variant_id: null, quantity: 1, price: 1000 }], {
      payment_method: 'dragonpay',
    }),
  );
  const orderId: number = response.json().order.order_id;
  return { ...customer, orderId };
}

const paymentOf = async (orderId: number) =>
  (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

/** Dragonpay's postback for the transaction, with the amount it was asked for, in PHP. */
async function postback(txnid: string, status: string) {
  const digest = callbackDigest({ txnId: txnid, refNo: 'DP1', status, message: 'm', secretKey: 'SECRET' });
  const [payment] = await t.db.select().from(payments).where(eq(payments.txnId, txnid));
  const amount = (payment!.amountCentavos / 100).toFixed(2);
  const query = new URLSearchParams({
    txnid,
    refno: 'DP1',
    status,
    message: 'm',
    digest,
    amount,
    ccy: 'PHP',
  });
  return t.app.inject({ method: 'GET', url: `/api/transactions/postback?${query}` });
}

describe('with Dragonpay configured', () => {
  it('sends the buyer to Pay.aspx and hides the sandbox gateway', async () => {
    const { headers, orderId } = await placed();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/payment',
      headers,
      payload: {
        order_id: orderId,
        payment_method: 'dragonpay',
        payment_details: { email: 'liza@example.ph' },
      },
    });
    const url = new URL(answer.json().payment_url);
    expect(`${url.origin}${url.pathname}`).toBe('https://test.dragonpay.ph/Pay.aspx');
    expect(url.searchParams.get('txnid')).toBe((await paymentOf(orderId)).txnId);
    expect(url.searchParams.get('digest')).toMatch(/^[0-9a-f]{40}$/);
    const { txnId } = await paymentOf(orderId);
    expect((await t.app.inject({ method: 'GET', url: `/api/payment-sandbox/${txnId}` })).statusCode).toBe(
      404,
    );
  });

  it('marks an order paid only when the status inquiry confirms it', async () => {
    const { orderId } = await placed();
    const { txnId } = await paymentOf(orderId);
    inquiry = async () => {
      throw new Error('unreachable');
    };
    const unconfirmed = await postback(txnId, 'S');
    expect(unconfirmed.statusCode).toBe(503);
    expect((await paymentOf(orderId)).status).toBe('pending');
    inquiry = async () => new Response('P');
    expect((await postback(txnId, 'S')).body).toBe('result=OK');
    expect((await paymentOf(orderId)).status).toBe('pending');
    inquiry = async () => new Response('S');
    expect((await postback(txnId, 'S')).body).toBe('result=OK');
    expect((await paymentOf(orderId)).status).toBe('paid');
  });

  it('applies what the gateway reports when the customer asks for a payment check', async () => {
    const { headers, orderId } = await placed();
    inquiry = async () => new Response('S');
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/trigger-payment-check',
      headers,
    });
    expect(check.json()).toEqual({ success: true, updated: 1 });
    expect((await paymentOf(orderId)).status).toBe('paid');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/trigger-payment-check',
      headers,
    });
    expect(again.json()).toEqual({ success: true, updated: 0 });
  });
});
