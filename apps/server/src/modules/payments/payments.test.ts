import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPlace } from '../../db/factories/locations.ts';
import { orderStatusHistory, orders, payments, products, productVariants } from '../../db/schema/index.ts';
import { callbackDigest } from '../../integrations/dragonpay/digest.ts';
import { customerWithAddress, orderBody, postOrder } from '../../test/orders.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const SECRET = 'test-sandbox-secret';
let t: TestApp;
let place: Awaited<ReturnType<typeof createPlace>>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_PAYMENT_SECRET: SECRET });
  place = await createPlace(t.db);
  categoryId = (await createCategory(t.db)).id;
});
afterAll(() => t.close());

type Headers = Record<string, string>;

/** A customer's dragonpay order of `quantity` units of a fresh product (or of a variant). */
async function dragonpayOrder(options: { quantity?: number; variants?: boolean; method?: string } = {}) {
  const customer = await customerWithAddress(t, place);
  const quantity = options.quantity ?? 1;
  const product = await createProduct(
    t.db,
    options.variants
      ? {
          categoryId,
          variants: [
            { attributes: { size: 'S' }, price: 500, stock: 4 },
            { attributes: { size: 'L' }, price: 700, stock: 6 },
          ],
        }
      : { categoryId, price: 1000, stock: 5 },
  );
  const [variant] = options.variants
    ? await t.db
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.productId, product.id), eq(productVariants.priceCentavos, 50000)))
    : [];
  const response = await postOrder(
    t,
    customer.headers,
    orderBody(
      [{ product_id: product.id, variant_id: variant?.id ?? null, quantity, price: variant ? 500 : 1000 }],
      { payment_method: options.method ?? 'dragonpay' },
    ),
  );
  expect(response.statusCode).toBe(201);
  const orderId: number = response.json().order.order_id;
  const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  amountOf.set(payment!.txnId, (payment!.amountCentavos / 100).toFixed(2));
  return {
    ...customer,
    product,
    variant,
    orderId,
    txnId: payment!.txnId,
    total: response.json().order.total_amount,
  };
}

const requestPayment = (headers: Headers, orderId: number, method = 'dragonpay') =>
  t.app.inject({
    method: 'POST',
    url: '/api/transactions/payment',
    headers,
    payload: { order_id: orderId, payment_method: method, payment_details: { email: 'liza@example.ph' } },
  });

const complete = (headers: Headers, txnId: string, status: 'S' | 'P' | 'F') =>
  t.app.inject({
    method: 'POST',
    url: `/api/payment-sandbox/${txnId}/complete`,
    headers,
    payload: { status },
  });

/** What each transaction asked the gateway for, as a postback writes it. */
const amountOf = new Map<string, string>();

/** A signed postback for the transaction, with its amount in PHP as the gateway sends it. */
function signed(txnid: string, status: string, refno = 'REF1', message = 'done') {
  const digest = callbackDigest({ txnId: txnid, refNo: refno, status, message, secretKey: SECRET });
  return { txnid, refno, status, message, digest, amount: amountOf.get(txnid) ?? '', ccy: 'PHP' };
}

const postback = (params: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/transactions/postback?${new URLSearchParams(params)}` });

const verify = (headers: Headers, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/transactions/verify?${query}`, headers });

async function state(orderId: number) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  const history = await t.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
  return { order: order!, payment: payment!, history };
}

const stockOf = async (id: number) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const variantStockOf = async (id: number) =>
  (
    await t.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, id))
  )[0]!.stock;

describe('paying through the sandbox gateway', () => {
  it('pays an order: payment URL, sandbox success, order processing, verify says success', async () => {
    const placed = await dragonpayOrder();
    const payment = await requestPayment(placed.headers, placed.orderId);
    expect(payment.statusCode).toBe(200);
    expect(payment.json()).toEqual({
      success: true,
      payment_url: `/payment-sandbox/${placed.txnId}`,
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payment-sandbox/${placed.txnId}`,
      headers: placed.headers,
    });
    expect(page.json()).toMatchObject({
      txnid: placed.txnId,
      amount: placed.total,
      email: 'liza@example.ph',
    });

    const done = await complete(placed.headers, placed.txnId, 'S');
    expect(done.statusCode).toBe(200);
    const returnUrl = new URL(done.json().return_url, 'http://shop.test');
    expect(returnUrl.pathname).toBe('/transaction-complete');
    const back = Object.fromEntries(returnUrl.searchParams);
    expect(back).toMatchObject({ txnid: placed.txnId, status: 'S' });
    expect(back.digest).toBe(
      callbackDigest({
        txnId: back.txnid!,
        refNo: back.refno!,
        status: 'S',
        message: back.message!,
        secretKey: SECRET,
      }),
    );

    // The courier booking that follows the payment is a job run after the answer.
    await t.runJobs();
    const after = await state(placed.orderId);
    expect(after.order).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(after.payment).toMatchObject({ status: 'paid', referenceNumber: back.refno, providerStatus: 'S' });
    expect(after.history.at(-1)).toMatchObject({ status: 'processing', actor: 'dragonpay' });

    // The result page: the stored status, whatever the query says; both spellings.
    const checked = await verify(placed.headers, `txnId=${placed.txnId}&refNo=${back.refno}&status=F`);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      status: 'success',
      order: {
        order_id: placed.orderId,
        total_amount: placed.total,
        total_price: placed.total,
        // Paid orders are booked with the courier at once (docs/orders-and-delivery.md#courier-bookings).
        tracking_number: expect.stringMatching(/^NVSB[0-9A-F]{10}$/),
      },
    });
    expect((await verify(placed.headers, `txnid=${placed.txnId}&refno=x`)).json().status).toBe('success');
    expect((await verify(placed.headers, '')).statusCode).toBe(400);

    // Paid: no second payment URL.
    expect((await requestPayment(placed.headers, placed.orderId)).statusCode).toBe(409);
  });

  it('applies a duplicate postback once: one processing row in the history', async () => {
    const placed = await dragonpayOrder();
    const params = signed(placed.txnId, 'S');
    for (let i = 0; i < 3; i++) {
      const answer = await postback(params);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain/);
      expect(answer.body).toBe('result=OK');
    }
    const after = await state(placed.orderId);
    expect(after.history.filter((row) => row.status === 'processing')).toHaveLength(1);
    // A completed payment never goes back, whatever comes later.
    expect((await postback(signed(placed.txnId, 'P', 'REF2'))).body).toBe('result=OK');
    expect((await postback(signed(placed.txnId, 'F', 'REF3'))).body).toBe('result=OK');
    expect(await state(placed.orderId)).toMatchObject({
      order: { status: 'processing', paymentStatus: 'paid' },
      payment: { status: 'paid', referenceNumber: 'REF1' },
    });
  });

  it('returns the stock of a failed payment exactly once, variant and product, even when told twice', async () => {
    const placed = await dragonpayOrder({ quantity: 2, variants: true });
    const variantId = placed.variant!.id;
    expect(await variantStockOf(variantId)).toBe(2);
    expect(await stockOf(placed.product.id)).toBe(8);
    // Delivered twice at once (sandbox and a gateway retry): the conditional update lets one through.
    const [viaSandbox, viaPostback] = await Promise.all([
      complete(placed.headers, placed.txnId, 'F'),
      postback(signed(placed.txnId, 'F')),
    ]);
    expect(viaSandbox.statusCode).toBe(200);
    expect(viaPostback.body).toBe('result=OK');
    expect((await postback(signed(placed.txnId, 'F'))).body).toBe('result=OK');
    expect(await variantStockOf(variantId)).toBe(4);
    expect(await stockOf(placed.product.id)).toBe(10);
    const after = await state(placed.orderId);
    expect(after.order).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(after.order.cancelledAt).toBeInstanceOf(Date);
    expect(after.payment.status).toBe('failed');
    expect(after.history.filter((row) => row.status === 'cancelled')).toHaveLength(1);
    expect((await verify(placed.headers, `txnId=${placed.txnId}`)).json().status).toBe('failed');
  });

  it('refuses a forged digest with 400 and changes nothing', async () => {
    const placed = await dragonpayOrder();
    const forged = { ...signed(placed.txnId, 'F'), status: 'S' };
    const answer = await postback(forged);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toBe('result=FAIL_DIGEST');
    const signedElsewhere = {
      ...signed(placed.txnId, 'S'),
      digest: callbackDigest({
        txnId: placed.txnId,
        refNo: 'REF1',
        status: 'S',
        message: 'done',
        secretKey: 'guess',
      }),
    };
    expect((await postback(signedElsewhere)).statusCode).toBe(400);
    const { digest: _digest, ...unsigned } = signed(placed.txnId, 'S');
    expect((await postback(unsigned)).statusCode).toBe(400);
    expect(await state(placed.orderId)).toMatchObject({
      order: { status: 'pending_payment', paymentStatus: 'pending' },
      payment: { status: 'pending', referenceNumber: null },
    });
  });

  it('refuses a postback whose amount is not the order total', async () => {
    const placed = await dragonpayOrder();
    const answer = await postback({ ...signed(placed.txnId, 'S'), amount: '1.00' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toBe('result=FAIL_AMOUNT');
    expect((await state(placed.orderId)).payment.status).toBe('pending');
    expect((await state(placed.orderId)).history.at(-1)).toMatchObject({
      actor: 'dragonpay',
      status: 'pending_payment',
      note: `Payment postback refused (ref REF1): amount ₱1.00 does not match the order's ₱${placed.total.toFixed(2)}`,
    });
    expect((await postback({ ...signed(placed.txnId, 'S'), amount: placed.total.toFixed(2) })).body).toBe(
      'result=OK',
    );
    expect((await state(placed.orderId)).payment.status).toBe('paid');
  });

  it('refuses a postback with no amount, a non-numeric one, or another currency, and records each', async () => {
    const placed = await dragonpayOrder();
    const { amount: _amount, ...withoutAmount } = signed(placed.txnId, 'S');
    const refusals = [
      [withoutAmount, 'result=FAIL_AMOUNT', /no amount/],
      [{ ...signed(placed.txnId, 'S'), amount: 'abc' }, 'result=FAIL_AMOUNT', /"abc" is not a number/],
      [
        { ...signed(placed.txnId, 'S'), amount: `${placed.total}e0` },
        'result=FAIL_AMOUNT',
        /is not a number/,
      ],
      [{ ...signed(placed.txnId, 'S'), amount: ' ' }, 'result=FAIL_AMOUNT', /no amount/],
      [{ ...signed(placed.txnId, 'S'), ccy: 'USD' }, 'result=FAIL_CURRENCY', /currency USD, not PHP/],
      [{ ...signed(placed.txnId, 'S'), ccy: '' }, 'result=FAIL_CURRENCY', /no currency/],
    ] as const;
    for (const [params, body, note] of refusals) {
      const answer = await postback(params as Record<string, string>);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toBe(body);
      expect((await state(placed.orderId)).history.at(-1)?.note).toMatch(note);
    }
    const now = await state(placed.orderId);
    expect(now.payment.status).toBe('pending');
    expect(now.order.status).toBe('pending_payment');
    expect(now.history.filter((entry) => entry.note?.startsWith('Payment postback refused'))).toHaveLength(
      refusals.length,
    );
  });

  it('keeps a pending payment pending with its reference, then pays on S', async () => {
    const placed = await dragonpayOrder();
    expect((await complete(placed.headers, placed.txnId, 'P')).statusCode).toBe(200);
    let now = await state(placed.orderId);
    expect(now.order).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' });
    expect(now.payment).toMatchObject({ status: 'pending', providerStatus: 'P' });
    expect(now.payment.referenceNumber).toMatch(/^SBX/);
    expect((await verify(placed.headers, `txnId=${placed.txnId}`)).json().status).toBe('pending');
    expect((await postback(signed(placed.txnId, 'S', now.payment.referenceNumber!))).body).toBe('result=OK');
    now = await state(placed.orderId);
    expect(now.order).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect((await verify(placed.headers, `txnId=${placed.txnId}`)).json().status).toBe('success');
  });

  it('keeps an order cancelled when its payment arrives late and flags the money for refund', async () => {
    const placed = await dragonpayOrder();
    // As the payment-window expiry does: the order is cancelled (and its stock returned).
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.orderId));
    const answer = await postback(signed(placed.txnId, 'S'));
    expect(answer.body).toBe('result=OK');
    const after = await state(placed.orderId);
    expect(after.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_due' });
    expect(after.payment.status).toBe('refund_due');
    expect(after.history.at(-1)).toMatchObject({ status: 'cancelled', actor: 'dragonpay' });
    expect(after.history.at(-1)!.note).toMatch(/refund due/);
    expect((await postback(signed(placed.txnId, 'S'))).body).toBe('result=OK');
    expect((await state(placed.orderId)).history).toHaveLength(after.history.length);
    expect((await verify(placed.headers, `txnId=${placed.txnId}`)).json().status).toBe('failed');
  });

  it('writes a chargeback on a paid order into its history once, and moves nothing', async () => {
    const placed = await dragonpayOrder();
    expect((await postback(signed(placed.txnId, 'S'))).body).toBe('result=OK');
    const paid = await state(placed.orderId);
    const chargeback = signed(placed.txnId, 'K', 'REF9', 'Disputed by the cardholder');
    for (let i = 0; i < 2; i++) expect((await postback(chargeback)).body).toBe('result=OK');
    const after = await state(placed.orderId);
    expect(after.order).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(after.payment).toMatchObject({ status: 'paid', providerStatus: 'K' });
    expect(after.history).toHaveLength(paid.history.length + 1);
    expect(after.history.at(-1)).toMatchObject({ status: 'processing', actor: 'dragonpay' });
    expect(after.history.at(-1)!.note).toBe(
      'Dragonpay reports a chargeback (K) (ref REF9) while the payment is paid: Disputed by the cardholder',
    );
  });

  it("answers 404 for another customer's order on payment, verify and payment-url", async () => {
    const placed = await dragonpayOrder();
    const other = await customerWithAddress(t, place);
    expect((await requestPayment(other.headers, placed.orderId)).statusCode).toBe(404);
    expect((await verify(other.headers, `txnId=${placed.txnId}`)).statusCode).toBe(404);
    const url = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/payment-url/${placed.orderId}`,
      headers: other.headers,
    });
    expect(url.statusCode).toBe(404);
    expect((await requestPayment({}, placed.orderId)).statusCode).toBe(401);
  });

  it('gives a cash-on-delivery order no payment URL', async () => {
    const placed = await dragonpayOrder({ method: 'cod' });
    const answer = await requestPayment(placed.headers, placed.orderId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/Cash on delivery/);
    expect((await requestPayment(placed.headers, placed.orderId, 'cod')).statusCode).toBe(409);
  });

  it('continues a payment within 48 hours, then reports it expired, or completed once paid', async () => {
    const placed = await dragonpayOrder();
    const continueUrl = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/transactions/payment-url/${placed.orderId}`,
        headers: placed.headers,
      });
    expect((await continueUrl()).json()).toMatchObject({
      success: true,
      payment_url: `/payment-sandbox/${placed.txnId}`,
      hours_remaining: 48,
      expired: false,
      completed: false,
    });
    const setAge = (hours: number) =>
      t.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - hours * 3600_000) })
        .where(eq(orders.id, placed.orderId));
    await setAge(10.5);
    expect((await continueUrl()).json().hours_remaining).toBe(38);
    await setAge(49);
    expect((await continueUrl()).json()).toMatchObject({
      success: false,
      payment_url: null,
      hours_remaining: 0,
      expired: true,
      completed: false,
    });
    expect((await requestPayment(placed.headers, placed.orderId)).statusCode).toBe(409);
    await setAge(1);
    await postback(signed(placed.txnId, 'S'));
    expect((await continueUrl()).json()).toMatchObject({
      payment_url: null,
      expired: false,
      completed: true,
    });
  });

  it('accepts a form POST postback like a GET one', async () => {
    const placed = await dragonpayOrder();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/postback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(signed(placed.txnId, 'S', 'REF 9', 'Paid & done')).toString(),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('result=OK');
    expect(await state(placed.orderId)).toMatchObject({
      order: { status: 'processing' },
      payment: { status: 'paid', referenceNumber: 'REF 9' },
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/postback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'txnid=x&refno=y&status=S&message=m&digest=00',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toBe('result=FAIL_DIGEST');
  });

  it("keeps the sandbox to the order's own customer: 401 for guests, 404 for anyone else", async () => {
    const placed = await dragonpayOrder();
    const stranger = await signInAs(t);
    const url = `/api/payment-sandbox/${placed.txnId}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await complete({}, placed.txnId, 'S')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(404);
    expect((await complete(stranger.headers, placed.txnId, 'S')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown sandbox transaction; the payment check finds nothing new in the sandbox', async () => {
    const placed = await dragonpayOrder();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/payment-sandbox/NOPE-1', headers: placed.headers }))
        .statusCode,
    ).toBe(404);
    expect((await complete(placed.headers, 'NOPE-1', 'S')).statusCode).toBe(404);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/trigger-payment-check',
      headers: placed.headers,
    });
    expect(check.json()).toEqual({ success: true, updated: 0 });
  });
});
