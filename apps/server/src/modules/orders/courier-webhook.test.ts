import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPlace } from '../../db/factories/locations.ts';
import { jobs, orders, products, trackingEvents } from '../../db/schema/index.ts';
import { CourierError } from '../../integrations/ninjavan/types.ts';
import { signWebhook } from '../../integrations/ninjavan/webhook-signature.ts';
import { placeCodOrder } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const SECRET = 'courier-webhook-test-secret';
let t: TestApp;
let place: Awaited<ReturnType<typeof createPlace>>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_COURIER_SECRET: SECRET });
  place = await createPlace(t.db);
  categoryId = (await createCategory(t.db)).id;
});
afterAll(() => t.close());

async function bookedOrder(stock = 10) {
  const row = await createProduct(t.db, { categoryId, name: 'Wu Lou Gourd', price: 650, stock });
  const placed = await placeCodOrder(t, place, { id: row.id, price: 650 }, 2);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
  return { ...placed, productId: row.id, trackingNumber: order!.trackingNumber! };
}

const statusOf = async (orderId: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

let clock = Date.now();
function webhook(trackingNumber: string, status: string, extra: Record<string, unknown> = {}) {
  clock += 60_000;
  return JSON.stringify({
    tracking_id: trackingNumber,
    shipper_order_ref_no: 'FS-TEST',
    timestamp: new Date(clock).toISOString(),
    status,
    is_parcel_on_rts_leg: false,
    ...extra,
  });
}

const send = (body: string, signature: string | null = signWebhook(body, SECRET)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/delivery/ninjavan/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-ninjavan-hmac-sha256': signature } : {}),
    },
    payload: body,
  });

describe('the courier webhook', () => {
  it('refuses a missing, forged or tampered signature and changes nothing', async () => {
    const { orderId, trackingNumber } = await bookedOrder();
    const body = webhook(trackingNumber, 'Successful Delivery');
    const missing = await send(body, null);
    expect(missing.statusCode, missing.body).toBe(401);
    expect((await send(body, signWebhook(body, 'someone-elses-secret'))).statusCode).toBe(401);
    const tampered = body.replace('Successful Delivery', 'Returned to Sender');
    expect((await send(tampered, signWebhook(body, SECRET))).statusCode).toBe(401);
    expect((await send('not json', signWebhook('not json', SECRET))).statusCode).toBe(401);
    expect(await statusOf(orderId)).toBe('processing');
  });

  it('moves the order along with the scans and records each once', async () => {
    const { orderId, trackingNumber, headers } = await bookedOrder();
    const pickup = webhook(trackingNumber, 'Successful Pickup');
    expect((await send(pickup)).json()).toEqual({ received: true, outcome: 'moved' });
    expect(await statusOf(orderId)).toBe('picked_up');
    // A repeat is answered 200 and changes nothing.
    expect((await send(pickup)).json()).toEqual({ received: true, outcome: 'duplicate' });

    await send(webhook(trackingNumber, 'Arrived at Sorting Hub'));
    expect(await statusOf(orderId)).toBe('in_transit');
    await send(webhook(trackingNumber, 'On Vehicle for Delivery'));
    expect(await statusOf(orderId)).toBe('out_for_delivery');

    const failed = await send(webhook(trackingNumber, 'First Attempt Delivery Fail'));
    expect(failed.json().outcome).toBe('recorded');
    expect(await statusOf(orderId)).toBe('out_for_delivery');
    const notices = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers })).json();
    expect(notices.items[0]).toMatchObject({ title: 'Delivery attempt failed' });

    await send(webhook(trackingNumber, 'Successful Delivery'));
    expect(await statusOf(orderId)).toBe('delivered');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.deliveredAt).toBeInstanceOf(Date);

    const tracking = (
      await t.app.inject({ method: 'GET', url: `/api/tracking/${trackingNumber}`, headers })
    ).json();
    expect(tracking.events.slice(0, 5).map((event: { status: string }) => event.status)).toEqual([
      'Successful Delivery',
      'First Attempt Delivery Fail',
      'On Vehicle for Delivery',
      'Arrived at Sorting Hub',
      'Successful Pickup',
    ]);
  });

  it('returns the order and its stock when the parcel goes back to the shop', async () => {
    const { orderId, trackingNumber, productId } = await bookedOrder(6);
    await send(webhook(trackingNumber, 'Successful Pickup'));
    await send(webhook(trackingNumber, 'Return to Sender Triggered'));
    expect(await statusOf(orderId)).toBe('picked_up');
    await send(webhook(trackingNumber, 'Successful Delivery', { is_parcel_on_rts_leg: true }));
    expect(await statusOf(orderId)).toBe('returned');
    const [product] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    expect(product?.stock).toBe(6);
    // A late scan cannot bring a returned order back.
    await send(webhook(trackingNumber, 'Successful Delivery'));
    expect(await statusOf(orderId)).toBe('returned');
  });

  it('moves nothing on the way back to the shop until the parcel arrives there', async () => {
    const { orderId, trackingNumber } = await bookedOrder();
    await send(webhook(trackingNumber, 'On Vehicle for Delivery'));
    await send(webhook(trackingNumber, 'Return to Sender Triggered'));
    const back = { is_parcel_on_rts_leg: true };
    for (const status of ['Arrived at Sorting Hub', 'On Vehicle for Delivery']) {
      const scan = await send(webhook(trackingNumber, status, back));
      expect(scan.json().outcome, status).toBe('recorded');
      expect(await statusOf(orderId)).toBe('out_for_delivery');
    }
    const [latest] = await t.db
      .select({ description: trackingEvents.description })
      .from(trackingEvents)
      .where(eq(trackingEvents.orderId, orderId))
      .orderBy(desc(trackingEvents.occurredAt));
    expect(latest?.description).toBe('The parcel is on its way back to the shop.');
    expect((await send(webhook(trackingNumber, 'Returned to Sender', back))).json().outcome).toBe('moved');
    expect(await statusOf(orderId)).toBe('returned');
  });

  it('keeps a scan that arrives after a later one on the timeline without moving the order back', async () => {
    const { orderId, trackingNumber } = await bookedOrder();
    await send(webhook(trackingNumber, 'Successful Pickup'));
    const hubScanTime = new Date(clock + 60_000).toISOString();
    clock += 120_000;
    await send(webhook(trackingNumber, 'On Vehicle for Delivery'));
    const late = await send(webhook(trackingNumber, 'Arrived at Sorting Hub', { timestamp: hubScanTime }));
    expect(late.json().outcome).toBe('recorded');
    expect(await statusOf(orderId)).toBe('out_for_delivery');
  });

  it("stores nothing of a scan whose move failed, so the courier's retry moves the order", async () => {
    const { orderId, trackingNumber } = await bookedOrder();
    await t.db.execute(
      sql.raw(`create function refuse_order_move() returns trigger language plpgsql as $$
        begin raise exception 'the database refused the move'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_order_move before update on orders for each row
        when (old.id = ${orderId}) execute function refuse_order_move()`),
    );
    const pickup = webhook(trackingNumber, 'Successful Pickup');
    try {
      expect((await send(pickup)).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_order_move on orders'));
      await t.db.execute(sql.raw('drop function refuse_order_move'));
    }
    expect(await statusOf(orderId)).toBe('processing');
    expect((await send(pickup)).json()).toEqual({ received: true, outcome: 'moved' });
    expect(await statusOf(orderId)).toBe('picked_up');
  });

  it('asks the courier to cancel nothing when the courier itself cancelled the parcel', async () => {
    const { orderId, trackingNumber } = await bookedOrder();
    expect((await send(webhook(trackingNumber, 'Cancelled'))).json().outcome).toBe('moved');
    expect(await statusOf(orderId)).toBe('cancelled');
    const cancellations = await t.db.select().from(jobs).where(eq(jobs.kind, 'courier.cancel'));
    expect(cancellations.filter((job) => job.payload.orderId === orderId)).toEqual([]);
  });

  /** An order whose booking the courier made but whose answer never came (a timeout): no tracking number. */
  async function lostBooking() {
    const createOrder = t.courier.createOrder;
    t.courier.createOrder = async () => {
      throw new CourierError('Ninja Van did not answer: The operation was aborted due to timeout');
    };
    try {
      const row = await createProduct(t.db, { categoryId, price: 480, stock: 5 });
      const placed = await placeCodOrder(t, place, { id: row.id, price: 480 }, 1);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(order!.trackingNumber).toBeNull();
      return { ...placed, orderCode: order!.orderCode, trackingNumber: `NVPH${order!.orderCode}` };
    } finally {
      t.courier.createOrder = createOrder;
    }
  }

  it("gives an order the parcel its lost booking made, from the courier's first scan naming the order", async () => {
    const { orderId, orderCode, trackingNumber } = await lostBooking();
    const pending = webhook(trackingNumber, 'Pending Pickup', { shipper_order_ref_no: orderCode });
    expect((await send(pending)).json().outcome).toBe('recorded');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ trackingNumber, status: 'processing' });
    const timeline = await t.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, orderId));
    expect(timeline.map((event) => event.status).sort()).toEqual(['Order Booked', 'Pending Pickup']);
    // The booking's retry finds the order booked and ends, making no second parcel.
    await t.runJobs(new Date(Date.now() + 60 * 60 * 1000));
    const [booking] = (await t.db.select().from(jobs).where(eq(jobs.kind, 'courier.book'))).filter(
      (job) => job.payload.orderId === orderId,
    );
    expect(booking).toMatchObject({ status: 'done' });
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.trackingNumber).toBe(
      trackingNumber,
    );
    await send(webhook(trackingNumber, 'Successful Pickup', { shipper_order_ref_no: orderCode }));
    expect(await statusOf(orderId)).toBe('picked_up');
  });

  it('cancels, once, the parcel of a lost booking whose order was cancelled meanwhile', async () => {
    const { orderId, orderCode, trackingNumber, headers } = await lostBooking();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const pending = webhook(trackingNumber, 'Pending Pickup', { shipper_order_ref_no: orderCode });
    expect((await send(pending)).json().outcome).toBe('unknown_parcel');
    expect((await send(pending)).json().outcome).toBe('unknown_parcel');
    const cancellations = (await t.db.select().from(jobs).where(eq(jobs.kind, 'courier.cancel'))).filter(
      (job) => job.payload.orderId === orderId,
    );
    expect(cancellations.map((job) => job.payload.trackingNumber)).toEqual([trackingNumber]);
    expect(await statusOf(orderId)).toBe('cancelled');
  });

  it('accepts a scan for a parcel it does not know without failing', async () => {
    const response = await send(webhook('NVSBUNKNOWN01', 'Successful Pickup'));
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('unknown_parcel');
  });
});
