import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { callbackDigest } from '../../integrations/dragonpay/digest.ts';
import { dragonpayKit } from '../../test/dragonpay-kit.ts';

const { shop, dragonpayOrder, complete, signed, postback, verify, state, stockOf, variantStockOf } =
  dragonpayKit();

// docs/integrations/dragonpay.md#postback-and-return: what the gateway's postbacks may and may not do.
describe("the gateway's postbacks", () => {
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

  it('keeps an order cancelled when its payment arrives late and flags the money for refund', async () => {
    const placed = await dragonpayOrder();
    // As the payment-window expiry does: the order is cancelled (and its stock returned).
    await shop.t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.orderId));
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

  it('accepts a form POST postback like a GET one', async () => {
    const placed = await dragonpayOrder();
    const answer = await shop.t.app.inject({
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
    const forged = await shop.t.app.inject({
      method: 'POST',
      url: '/api/transactions/postback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'txnid=x&refno=y&status=S&message=m&digest=00',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toBe('result=FAIL_DIGEST');
  });
});
