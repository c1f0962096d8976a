import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlace } from '../../db/factories/locations.ts';
import { instanceSecrets, jobs, pushSubscriptions } from '../../db/schema/index.ts';
import {
  customerWithAddress,
  type OrderTestKit,
  orderBody,
  orderTestKit,
  postOrder,
} from '../../test/orders.ts';
import {
  decryptPush,
  newSubscriber,
  startPushEndpoint,
  type TestSubscriber,
  verifyVapid,
} from '../../test/push-endpoint.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applyPaymentResult } from '../orders/apply-payment.ts';

type Headers = Record<string, string>;
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let t: TestApp;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let place: Awaited<ReturnType<typeof createPlace>>;
let kit: OrderTestKit;
let publicKey: string;

beforeAll(async () => {
  t = await createTestApp();
  endpoint = await startPushEndpoint();
  place = await createPlace(t.db);
  kit = await orderTestKit(t, (await signInAs(t, { userType: 'admin' })).headers);
  publicKey = (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json().public_key;
});
afterAll(async () => {
  await t.close();
  await endpoint.close();
});
beforeEach(() => {
  endpoint.received.length = 0;
});

let deviceNumber = 0;
async function subscribe(headers: Headers, subscriber: TestSubscriber = newSubscriber()) {
  deviceNumber += 1;
  const url = `${endpoint.origin}/push/device-${deviceNumber}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { ...headers, 'user-agent': ANDROID_CHROME },
    payload: { endpoint: url, expirationTime: null, keys: subscriber.keys },
  });
  return { response, subscriber, url };
}

const devices = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/push/subscriptions', headers })).json().items;

/** A signed-in customer with an address, one unpaid product and a device that accepted notifications. */
async function customerWithDevice() {
  const customer = await customerWithAddress(t, place);
  const device = await subscribe(customer.headers);
  expect(device.response.statusCode).toBe(201);
  return { ...customer, ...device };
}

async function placeOrder(headers: Headers, paymentMethod: 'cod' | 'dragonpay' = 'cod') {
  const item = await kit.product();
  const response = await postOrder(
    t,
    headers,
    orderBody([{ product_id: item.id, variant_id: null, quantity: 1, price: item.price }], {
      payment_method: paymentMethod,
    }),
  );
  expect(response.statusCode).toBe(201);
  return response.json().order as { order_id: number; order_code: string };
}

const decryptedMessages = (subscriber: TestSubscriber) =>
  endpoint.received.map((push) => JSON.parse(decryptPush(push.body, subscriber)));

describe('the VAPID keys', () => {
  it('are made once per database on the first start and published for subscribing', async () => {
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const [stored] = await t.db.select().from(instanceSecrets).where(eq(instanceSecrets.name, 'vapid_keys'));
    expect(JSON.parse(stored!.value).publicKey).toBe(publicKey);
    const again = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(again.json().public_key).toBe(publicKey);
    expect(again.headers['cache-control']).toBe('no-store');
  });
});

describe('a signed-in customer who accepted notifications', () => {
  it('gets an encrypted push the browser can read for each order status change, opening the order', async () => {
    const { headers, subscriber, url } = await customerWithDevice();
    const order = await placeOrder(headers);
    await t.runJobs();
    await kit.move(order.order_id, 'for_packing');
    await t.runJobs();

    expect(endpoint.received.map((push) => push.path)).toEqual([
      new URL(url).pathname,
      new URL(url).pathname,
    ]);
    const [placed, packing] = decryptedMessages(subscriber);
    expect(placed).toEqual({
      title: 'Order placed',
      body: `Thank you! Order ${order.order_code} is placed. Please prepare the cash for the courier.`,
      url: `/account/orders/${order.order_id}`,
    });
    expect(packing).toMatchObject({
      title: 'Preparing your order',
      url: `/account/orders/${order.order_id}`,
    });

    const request = endpoint.received[0]!;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    const claims = verifyVapid(request.headers.authorization, publicKey);
    expect(claims.aud).toBe(endpoint.origin);
    expect(claims.sub).toMatch(/^mailto:|^https:/);
    expect((await devices(headers))[0].last_success_at).not.toBeNull();
  });

  it('gets a push for a payment result', async () => {
    const { headers, subscriber } = await customerWithDevice();
    const order = await placeOrder(headers, 'dragonpay');
    await t.runJobs();
    endpoint.received.length = 0;
    const outcome = await applyPaymentResult(t.db, {
      txnId: `${order.order_code}-1`,
      refNo: 'REF123',
      status: 'S',
      message: 'Approved',
      actor: 'test',
    });
    expect(outcome).toBe('paid');
    await t.runJobs();
    const [paid] = decryptedMessages(subscriber);
    expect(paid.url).toBe(`/account/orders/${order.order_id}`);
    expect(paid.body).toContain(order.order_code);
  });

  it('gets one push per device, and none reaches a customer without devices', async () => {
    const { headers, subscriber } = await customerWithDevice();
    const second = newSubscriber();
    await subscribe(headers, second);
    const other = await customerWithAddress(t, place);
    await placeOrder(other.headers);
    await t.runJobs();
    expect(endpoint.received).toHaveLength(0);

    await placeOrder(headers);
    await t.runJobs();
    expect(endpoint.received).toHaveLength(2);
    const readable = endpoint.received.filter((push) => {
      try {
        decryptPush(push.body, subscriber);
        return true;
      } catch {
        return false;
      }
    });
    expect(readable).toHaveLength(1);
  });
});

describe('the subscription lifecycle', () => {
  it('lists the devices by name, renews a device that subscribes again, and removes only your own', async () => {
    const { headers, url, subscriber } = await customerWithDevice();
    const listed = await devices(headers);
    expect(listed).toEqual([
      expect.objectContaining({ device_label: 'Chrome on Android', last_success_at: null }),
    ]);

    // The same endpoint again (a new key after the browser renewed it) stays one device.
    const renewed = newSubscriber();
    await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers,
      payload: { endpoint: url, keys: renewed.keys },
    });
    expect(await devices(headers)).toHaveLength(1);
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, url));
    expect(row!.p256dh).toBe(renewed.keys.p256dh);
    expect(row!.p256dh).not.toBe(subscriber.keys.p256dh);

    const stranger = await signInAs(t);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions/${listed[0].id}`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'Device not found' });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions/${listed[0].id}`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await devices(headers)).toEqual([]);
  });

  it('forgets a device when the push service answers 410 Gone or 404', async () => {
    const { headers } = await customerWithDevice();
    await subscribe(headers);
    endpoint.answer(410, 404);
    await placeOrder(headers);
    await t.runJobs();
    expect(endpoint.received).toHaveLength(2);
    expect(await devices(headers)).toEqual([]);
  });

  it('tries again later when the push service fails, and delivers once it is back', async () => {
    const { headers, subscriber } = await customerWithDevice();
    endpoint.answer(500);
    const order = await placeOrder(headers);
    await t.runJobs();
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'push.deliver')).orderBy(jobs.id);
    const waiting = (await t.db.select().from(jobs).where(eq(jobs.kind, 'push.deliver'))).filter(
      (row) => row.status === 'pending' && row.attempts === 1,
    );
    expect(job).toBeDefined();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.lastError).toContain('500');
    expect(await devices(headers)).toHaveLength(1);

    await t.runJobs(new Date(Date.now() + 60 * 60 * 1000));
    expect(endpoint.received).toHaveLength(2);
    expect(JSON.parse(decryptPush(endpoint.received[1]!.body, subscriber)).url).toBe(
      `/account/orders/${order.order_id}`,
    );
    expect((await devices(headers))[0].last_success_at).not.toBeNull();
  });

  it('needs a signed-in customer to subscribe or list', async () => {
    const subscriber = newSubscriber();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint: `${endpoint.origin}/push/anon`, keys: subscriber.keys },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/push/subscriptions' })).statusCode).toBe(401);
  });

  it('refuses endpoints that are not a push service and keys that are not keys, with a 400', async () => {
    const { headers } = await signInAs(t);
    const keys = newSubscriber().keys;
    for (const payload of [
      { endpoint: 'http://push.example.com/x', keys },
      { endpoint: 'ftp://push.example.com/x', keys },
      { endpoint: 'not a url', keys },
      { endpoint: `https://push.example.com/${'x'.repeat(1000)}`, keys },
      { endpoint: 'https://push.example.com/x', keys: { p256dh: '<script>', auth: keys.auth } },
      { endpoint: 'https://push.example.com/x' },
      {},
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const badId = await t.app.inject({ method: 'DELETE', url: '/api/push/subscriptions/abc', headers });
    expect(badId.statusCode).toBe(400);
  });
});
