import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlace } from '../../db/factories/locations.ts';
import { jobs, orders, smsOutbox } from '../../db/schema/index.ts';
import type { SmsFailureReason, SmsProvider } from '../../integrations/sms/types.ts';
import {
  customerWithAddress,
  type OrderTestKit,
  orderBody,
  orderTestKit,
  postOrder,
} from '../../test/orders.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pesosForText } from './sms-texts.ts';

/** A gateway stand-in that records each text and fails the next ones when told to. */
const gateway = {
  sent: [] as { to: string; text: string }[],
  failures: [] as SmsFailureReason[],
};
const provider: SmsProvider = {
  name: 'test-gateway',
  async send(to, text) {
    const failure = gateway.failures.shift();
    if (failure) return { ok: false, reason: failure, message: `The gateway said no (${failure})` };
    gateway.sent.push({ to, text });
    return { ok: true, messageId: String(gateway.sent.length) };
  },
};

let t: TestApp;
let place: Awaited<ReturnType<typeof createPlace>>;
let admin: Record<string, string>;
let kit: OrderTestKit;
type Headers = Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({}, { sms: provider });
  place = await createPlace(t.db);
  admin = (await signInAs(t, { userType: 'admin' })).headers;
  kit = await orderTestKit(t, admin);
});
afterAll(() => t.close());
beforeEach(() => {
  gateway.sent = [];
  gateway.failures = [];
});

const setPreference = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/users/sms-preference', headers, payload: payload as object });

async function customer(optIn: boolean) {
  const signedIn = await customerWithAddress(t, place);
  if (optIn) {
    const saved = await setPreference(signedIn.headers, { opt_in: true, mobile: '0917 123 4567' });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return signedIn;
}

async function placeOrder(headers: Headers, paymentMethod = 'cod') {
  const item = await kit.product();
  const response = await postOrder(
    t,
    headers,
    orderBody([{ product_id: item.id, variant_id: null, quantity: 1, price: item.price }], {
      payment_method: paymentMethod,
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order.order_id as number;
}

const textsOf = (orderId: number) =>
  t.db.select().from(smsOutbox).where(eq(smsOutbox.orderId, orderId)).orderBy(asc(smsOutbox.id));
const totalOf = async (orderId: number) =>
  (await t.db.select({ total: orders.totalCentavos }).from(orders).where(eq(orders.id, orderId)))[0]!.total;

describe('texts about cash-on-delivery orders', () => {
  it('texts an opted-in customer the amount to prepare when the order is placed', async () => {
    const { headers } = await customer(true);
    const orderId = await placeOrder(headers);
    await t.runJobs();

    const [text, ...others] = await textsOf(orderId);
    expect(others).toEqual([]);
    expect(text).toMatchObject({ to: '+639171234567', kind: 'order_placed', error: null });
    expect(text!.text).toContain(pesosForText(await totalOf(orderId)));
    expect(text!.sentAt).not.toBeNull();
    expect(text!.providerMessageId).toMatch(/^test-gateway:\d+$/);
    expect(gateway.sent).toEqual([{ to: '+639171234567', text: text!.text }]);
  });

  it('sends nothing to a customer who did not opt in, nor for an order paid online', async () => {
    const quiet = await customer(false);
    const quietOrder = await placeOrder(quiet.headers);
    const online = await customer(true);
    const onlineOrder = await placeOrder(online.headers, 'dragonpay');
    await t.runJobs();
    expect(await textsOf(quietOrder)).toEqual([]);
    expect(await textsOf(onlineOrder)).toEqual([]);
    expect(gateway.sent).toEqual([]);
  });

  it('texts when the order is out for delivery and when it is delivered', async () => {
    const { headers } = await customer(true);
    const orderId = await placeOrder(headers);
    await kit.moveAlong(orderId, ['for_packing', 'packed', 'for_shipping', 'shipped', 'in_transit']);
    await kit.moveAlong(orderId, ['out_for_delivery', 'delivered']);
    await t.runJobs();

    const texts = await textsOf(orderId);
    expect(texts.map((text) => text.kind)).toEqual(['order_placed', 'out_for_delivery', 'delivered']);
    expect(texts[1]!.text).toContain(`Please have ${pesosForText(await totalOf(orderId))} ready`);
    expect(texts[2]!.text).toContain('is delivered');
    expect(texts.every((text) => text.sentAt !== null)).toBe(true);
  });

  it('texts when the order is cancelled', async () => {
    const { headers } = await customer(true);
    const orderId = await placeOrder(headers);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers,
      payload: { reason: 'Ordered twice' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.runJobs();

    const texts = await textsOf(orderId);
    expect(texts.map((text) => text.kind)).toEqual(['order_placed', 'cancelled']);
    expect(texts[1]!.text).toContain('is cancelled, so there is nothing to pay');
  });

  it('tries a gateway that is down again later, and the order stands meanwhile', async () => {
    const { headers } = await customer(true);
    gateway.failures = ['unavailable'];
    const orderId = await placeOrder(headers);
    await t.runJobs();

    const [waiting] = await textsOf(orderId);
    expect(waiting).toMatchObject({ sentAt: null, error: 'The gateway said no (unavailable)' });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, await smsJobOf(waiting!.id)));
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    const order = (await kit.get(`/api/orders/${orderId}`, headers)).json().order;
    expect(order).toMatchObject({ order_status: 'processing', payment_status: 'cod_pending' });

    await t.runJobs(new Date(Date.now() + 60 * 60 * 1000));
    const [sent] = await textsOf(orderId);
    expect(sent).toMatchObject({ error: null });
    expect(sent!.sentAt).not.toBeNull();
    expect(gateway.sent).toHaveLength(1);
  });

  it('gives up at once on a text the gateway refuses', async () => {
    const { headers } = await customer(true);
    gateway.failures = ['rejected'];
    const orderId = await placeOrder(headers);
    await t.runJobs();

    const [refused] = await textsOf(orderId);
    expect(refused).toMatchObject({ sentAt: null, error: 'The gateway said no (rejected)' });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, await smsJobOf(refused!.id)));
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
  });
});

async function smsJobOf(smsId: number): Promise<number> {
  const rows = await t.db.select({ id: jobs.id, kind: jobs.kind, payload: jobs.payload }).from(jobs);
  return rows.find((row) => row.kind === 'sms' && row.payload.smsId === smsId)!.id;
}

describe('the opt-in on the profile', () => {
  it('keeps the choice with the number in its +63 form', async () => {
    const { headers } = await signInAs(t, { phone: '09181234567' });
    const before = await t.app.inject({ method: 'GET', url: '/api/users/sms-preference', headers });
    expect(before.json()).toEqual({ opt_in: false, mobile: '+639181234567' });

    const saved = await setPreference(headers, { opt_in: true, mobile: '639171234567' });
    expect(saved.json()).toEqual({
      success: true,
      message: 'Text message settings saved.',
      preference: { opt_in: true, mobile: '+639171234567' },
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/users/sms-preference', headers });
    expect(after.json()).toEqual({ opt_in: true, mobile: '+639171234567' });
  });

  it.each([
    ['a tick without a number', { opt_in: true, mobile: '' }, 'Please enter your mobile number to get texts'],
    ['a landline', { opt_in: true, mobile: '(02) 8123 4567' }, 'That looks like a landline'],
    ['a number that is no mobile', { opt_in: false, mobile: '12345' }, 'Please provide a valid phone number'],
    ['a choice that is not yes or no', { opt_in: 'yes', mobile: '09171234567' }, 'Please say whether'],
    ['an oversized number', { opt_in: true, mobile: '0'.repeat(5000) }, 'Please enter your mobile number'],
  ])('refuses %s with 400', async (_case, body, message) => {
    const { headers } = await signInAs(t);
    const response = await setPreference(headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('is only for a signed-in customer', async () => {
    const response = await setPreference({}, { opt_in: true, mobile: '09171234567' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the SMS outbox page', () => {
  it('lists the texts, newest first, to an admin only', async () => {
    const { headers } = await customer(true);
    const orderId = await placeOrder(headers);
    await t.runJobs();

    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/sms?limit=5', headers: admin });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()[0]).toMatchObject({
      to: '+639171234567',
      kind: 'order_placed',
      order_id: orderId,
      error: null,
    });
    expect(listed.json()[0].sent_at).not.toBeNull();

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sms', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sms' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/sms?limit=lots', headers: admin });
    expect(bad.statusCode).toBe(400);
  });
});
