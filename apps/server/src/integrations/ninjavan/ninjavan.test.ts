import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { describeCourierStatus, orderStatusForCourierStatus } from './courier-status.ts';
import { bookingBody, createNinjaVan } from './ninjavan.ts';
import type { CourierBooking } from './types.ts';
import { signWebhook } from './webhook-signature.ts';

const config = {
  clientId: 'shop',
  clientSecret: 'nv-secret',
  baseUrl: 'https://api-sandbox.ninjavan.co',
  country: 'sg',
};

const booking: CourierBooking = {
  orderCode: 'FS-261121-00001',
  from: {
    name: 'Feng Shui Prosper',
    phone: '+639175550188',
    email: 'hello@fengshuiprosper.ph',
    address: {
      address1: '168 Ongpin',
      address2: 'Binondo',
      city: 'Manila',
      state: 'Metro Manila',
      postcode: '1006',
      country: 'PH',
    },
  },
  to: {
    name: 'Liza Dela Cruz',
    phone: '+639171234567',
    email: 'liza@example.ph',
    address: {
      address1: '5 Rizal Street',
      address2: 'Lahug',
      city: 'Cebu City',
      state: 'Cebu',
      postcode: '6000',
      country: 'PH',
    },
  },
  cashOnDelivery: 1130,
  insuredValue: 1130,
  weightKg: 1,
  items: [{ description: 'Jade Pi Yao', quantity: 1 }],
};

interface Seen {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

/** A stand-in for Ninja Van's HTTP API that records what it was sent. */
function fakeNinjaVan(routes: Record<string, (seen: Seen) => Response>) {
  const seen: Seen[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    const entry: Seen = {
      url,
      method: init?.method ?? 'GET',
      authorization: headers.get('authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    };
    seen.push(entry);
    const path = new URL(url).pathname;
    const route = Object.entries(routes).find(([key]) => `${entry.method} ${path}`.startsWith(key));
    return route ? route[1](entry) : new Response('not found', { status: 404 });
  }) as typeof fetch;
  return { seen, fetchFn };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const token = () => json({ access_token: 'tok-1', expires_in: 3600 });
const noDb = {} as DbOrTx;

describe('the Ninja Van adapter', () => {
  it('gets an OAuth token once, books the parcel with its COD amount and reads the tracking number', async () => {
    const { seen, fetchFn } = fakeNinjaVan({
      'POST /sg/2.0/oauth/access_token': token,
      'POST /sg/4.2/orders': () => json({ tracking_number: 'NVSGSHOP000123' }),
    });
    const courier = createNinjaVan(noDb, config, fetchFn);
    expect(await courier.createOrder(booking)).toEqual({ trackingNumber: 'NVSGSHOP000123' });
    expect(await courier.createOrder(booking)).toEqual({ trackingNumber: 'NVSGSHOP000123' });
    expect(seen.filter((entry) => entry.url.endsWith('/oauth/access_token'))).toHaveLength(1);
    expect(seen[0]!.body).toEqual({
      client_id: 'shop',
      client_secret: 'nv-secret',
      grant_type: 'client_credentials',
    });
    const create = seen[1]!;
    expect(create.authorization).toBe('Bearer tok-1');
    expect(create.body).toMatchObject({
      service_type: 'Parcel',
      service_level: 'Standard',
      reference: { merchant_order_number: 'FS-261121-00001' },
      to: {
        name: 'Liza Dela Cruz',
        phone_number: '+639171234567',
        address: { city: 'Cebu City', country: 'PH' },
      },
      parcel_job: {
        cash_on_delivery: 1130,
        dimensions: { weight: 1, length: 20, width: 15, height: 10 },
        delivery_timeslot: { timezone: 'Asia/Manila' },
      },
    });
  });

  it('sends no cash-on-delivery amount for a prepaid parcel', () => {
    expect(bookingBody({ ...booking, cashOnDelivery: null }).parcel_job).not.toHaveProperty(
      'cash_on_delivery',
    );
  });

  it('asks for the order code as the tracking number, so the courier makes one parcel per order however often it is asked', () => {
    expect(bookingBody(booking)).toMatchObject({
      requested_tracking_number: 'FS-261121-00001',
      reference: { merchant_order_number: 'FS-261121-00001' },
    });
    // A code outside Ninja Van's rule (9 to 18 letters or digits in groups) is not asked for.
    expect(bookingBody({ ...booking, orderCode: 'FS-1' })).not.toHaveProperty('requested_tracking_number');
    expect(bookingBody({ ...booking, orderCode: 'FS-261121-00001-000' })).not.toHaveProperty(
      'requested_tracking_number',
    );
  });

  it('renews a token the API no longer accepts and retries once', async () => {
    let tokens = 0;
    let creates = 0;
    const { fetchFn } = fakeNinjaVan({
      'POST /sg/2.0/oauth/access_token': () => json({ access_token: `tok-${++tokens}`, expires_in: 3600 }),
      'POST /sg/4.2/orders': (seen) =>
        ++creates === 1 || seen.authorization !== 'Bearer tok-2'
          ? json({}, 401)
          : json({ tracking_number: 'NVSG000000777' }),
    });
    const courier = createNinjaVan(noDb, config, fetchFn);
    expect(await courier.createOrder(booking)).toEqual({ trackingNumber: 'NVSG000000777' });
    expect(tokens).toBe(2);
  });

  it('cancels, pulls tracking scans and fetches the waybill', async () => {
    const { seen, fetchFn } = fakeNinjaVan({
      'POST /sg/2.0/oauth/access_token': token,
      'DELETE /sg/2.2/orders/NVSG000000777': () => json({ status: 'Cancelled' }),
      'GET /sg/1.0/orders/tracking-events/NVSG000000777': () =>
        json({
          data: [
            {
              events: [
                { timestamp: '2026-11-21T02:00:00Z', status: 'Successful Pickup', hub_name: 'Manila Hub' },
                { timestamp: '2026-11-22T05:00:00Z', status: 'On Vehicle for Delivery' },
              ],
            },
          ],
        }),
      'GET /sg/2.0/reports/waybill': () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }),
    });
    const courier = createNinjaVan(noDb, config, fetchFn);
    await courier.cancelOrder('NVSG000000777');
    const events = await courier.trackingEvents('NVSG000000777');
    expect(events.map((event) => [event.status, event.location])).toEqual([
      ['Successful Pickup', 'Manila Hub'],
      ['On Vehicle for Delivery', null],
    ]);
    const pdf = await courier.waybill({ trackingNumber: 'NVSG000000777', booking });
    expect(Buffer.from(pdf).toString()).toBe('%PDF');
    expect(seen.at(-1)!.url).toContain('tids=NVSG000000777&h=0');
  });

  it('reports a refused booking as a courier error', async () => {
    const { fetchFn } = fakeNinjaVan({
      'POST /sg/2.0/oauth/access_token': token,
      'POST /sg/4.2/orders': () => json({ error: 'bad address' }, 400),
    });
    await expect(createNinjaVan(noDb, config, fetchFn).createOrder(booking)).rejects.toThrow(
      /booking failed \(400\)/,
    );
  });

  it('accepts only webhooks signed with the client secret over the raw bytes', () => {
    const courier = createNinjaVan(noDb, config, fakeNinjaVan({}).fetchFn);
    const raw = Buffer.from(
      JSON.stringify({
        tracking_id: 'NVSG000000777',
        timestamp: '2026-11-21T02:00:00Z',
        status: 'Successful Delivery',
      }),
    );
    expect(courier.parseWebhook(raw, signWebhook(raw, 'nv-secret'))).toMatchObject({
      trackingNumber: 'NVSG000000777',
      status: 'Successful Delivery',
    });
    expect(courier.parseWebhook(raw, signWebhook(raw, 'wrong'))).toBeNull();
    expect(courier.parseWebhook(raw, undefined)).toBeNull();
    expect(courier.parseWebhook(Buffer.from(`${raw} `), signWebhook(raw, 'nv-secret'))).toBeNull();
  });
});

describe("Ninja Van's statuses", () => {
  it.each([
    ['Successful Pickup', 'picked_up'],
    ['En-route to Sorting Hub', 'in_transit'],
    ['Arrived at Sorting Hub', 'in_transit'],
    ['On Vehicle for Delivery', 'out_for_delivery'],
    ['Successful Delivery', 'delivered'],
    ['Completed', 'delivered'],
    ['Returned to Sender', 'returned'],
    ['Cancelled', 'cancelled'],
    ['Pending Pickup', null],
    ['First Attempt Delivery Fail', null],
    ['Return to Sender Triggered', null],
  ])('maps %s to %s', (status, expected) => {
    expect(orderStatusForCourierStatus(status)).toBe(expected);
  });

  it('reads a delivery on the way back as the return arriving', () => {
    expect(orderStatusForCourierStatus('Successful Delivery', true)).toBe('returned');
    expect(orderStatusForCourierStatus('Returned to Sender', true)).toBe('returned');
  });

  it.each(['Arrived at Sorting Hub', 'On Vehicle for Delivery', 'In Transit'])(
    'moves nothing on %s on the way back to the shop (the customer is not being delivered to)',
    (status) => {
      expect(orderStatusForCourierStatus(status, true)).toBeNull();
      expect(describeCourierStatus(status, null, true)).toBe('The parcel is on its way back to the shop.');
    },
  );
});
