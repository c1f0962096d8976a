import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { callbackDigest } from '../../integrations/dragonpay/digest.ts';
import { DRAGONPAY_KIT_SECRET, dragonpayKit } from '../../test/dragonpay-kit.ts';
import { customerWithAddress } from '../../test/orders.ts';
import { signInAs } from '../../test/sign-in.ts';

const { shop, dragonpayOrder, requestPayment, complete, signed, postback, verify, state } = dragonpayKit();

describe('paying through the sandbox gateway', () => {
  it('pays an order: payment URL, sandbox success, order processing, verify says success', async () => {
    const placed = await dragonpayOrder();
    const payment = await requestPayment(placed.headers, placed.orderId);
    expect(payment.statusCode).toBe(200);
    expect(payment.json()).toEqual({
      success: true,
      payment_url: `/payment-sandbox/${placed.txnId}`,
    });
    const page = await shop.t.app.inject({
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
        secretKey: DRAGONPAY_KIT_SECRET,
      }),
    );

    // The courier booking that follows the payment is a job run after the answer.
    await shop.t.runJobs();
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

  it("answers 404 for another customer's order on payment, verify and payment-url", async () => {
    const placed = await dragonpayOrder();
    const other = await customerWithAddress(shop.t, shop.place);
    expect((await requestPayment(other.headers, placed.orderId)).statusCode).toBe(404);
    expect((await verify(other.headers, `txnId=${placed.txnId}`)).statusCode).toBe(404);
    const url = await shop.t.app.inject({
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
      shop.t.app.inject({
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
      shop.t.db
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

  it("keeps the sandbox to the order's own customer: 401 for guests, 404 for anyone else", async () => {
    const placed = await dragonpayOrder();
    const stranger = await signInAs(shop.t);
    const url = `/api/payment-sandbox/${placed.txnId}`;
    expect((await shop.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await complete({}, placed.txnId, 'S')).statusCode).toBe(401);
    expect((await shop.t.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(404);
    expect((await complete(stranger.headers, placed.txnId, 'S')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown sandbox transaction; the payment check finds nothing new in the sandbox', async () => {
    const placed = await dragonpayOrder();
    expect(
      (
        await shop.t.app.inject({
          method: 'GET',
          url: '/api/payment-sandbox/NOPE-1',
          headers: placed.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await complete(placed.headers, 'NOPE-1', 'S')).statusCode).toBe(404);
    const check = await shop.t.app.inject({
      method: 'POST',
      url: '/api/transactions/trigger-payment-check',
      headers: placed.headers,
    });
    expect(check.json()).toEqual({ success: true, updated: 0 });
  });
});
