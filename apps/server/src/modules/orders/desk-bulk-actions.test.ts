import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '../../db/schema/index.ts';
import { orderDesk, placeCodOrder } from '../../test/orders.ts';
import { signInAs } from '../../test/sign-in.ts';

const setting = orderDesk();

const newOrder = async () =>
  (await placeCodOrder(setting.t, setting.place, await setting.kit.product())).orderId;
const statusOf = async (orderId: number) =>
  (await setting.t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!
    .status;
const post = (url: string, payload: unknown, headers = setting.admin) =>
  setting.t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const bulk = (payload: unknown) => post('/api/admin/orders/bulk', payload);

describe('Mark as packed and hand to courier', () => {
  it('takes a placed order to Shipped in one action, every stage in the history by Admin', async () => {
    const orderId = await newOrder();
    const response = await post(`/api/admin/orders/${orderId}/hand-to-courier`, {});
    expect(response.statusCode, response.body).toBe(200);
    const { message, detail } = response.json();
    expect(message).toMatch(/^Order FS-.+ is packed and handed to the courier \(Shipped\)$/);
    expect(detail.order.order_status).toBe('shipped');
    expect(detail.can_hand_to_courier).toBe(false);
    expect(
      detail.history.map((entry: { status: string; actor: string }) => [entry.status, entry.actor]),
    ).toEqual([
      ['processing', 'Maria Santos (customer)'],
      ['for_packing', 'Admin'],
      ['packed', 'Admin'],
      ['for_shipping', 'Admin'],
      ['shipped', 'Admin'],
    ]);
  });

  it('books the courier first for an order not yet booked', async () => {
    const orderId = await newOrder();
    await setting.t.db.update(orders).set({ trackingNumber: null }).where(eq(orders.id, orderId));
    const response = await post(`/api/admin/orders/${orderId}/hand-to-courier`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().detail.order).toMatchObject({
      order_status: 'shipped',
      tracking_number: expect.stringMatching(/^NVSB/),
    });
  });

  it('offers itself only where the road to Shipped is open', async () => {
    const orderId = await newOrder();
    const desk = (await setting.kit.get(`/api/admin/orders/${orderId}`, setting.admin)).json();
    expect(desk.can_hand_to_courier).toBe(true);
    await setting.kit.moveAlong(orderId, ['for_packing', 'packed', 'for_shipping', 'shipped', 'delivered']);
    const refused = await post(`/api/admin/orders/${orderId}/hand-to-courier`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Order FS-.+ is Delivered: it cannot be moved to Shipped\.$/);
    expect(await statusOf(orderId)).toBe('delivered');
  });

  it('is for admins only', async () => {
    const orderId = await newOrder();
    const customer = (await signInAs(setting.t)).headers;
    expect((await post(`/api/admin/orders/${orderId}/hand-to-courier`, {}, customer)).statusCode).toBe(403);
    expect(
      (await post('/api/admin/orders/bulk', { action: 'mark_packed', order_ids: [orderId] }, customer))
        .statusCode,
    ).toBe(403);
    expect(await statusOf(orderId)).toBe('processing');
  });
});

describe('bulk actions on the chosen orders', () => {
  it('marks several orders packed, each on its own, and says which could not move and why', async () => {
    const [first, second, packed] = [await newOrder(), await newOrder(), await newOrder()];
    await setting.kit.moveAlong(packed, ['for_packing', 'packed']);
    const response = await bulk({ action: 'mark_packed', order_ids: [first, second, packed, 999_999] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ succeeded: 2, failed: 2 });
    expect(body.message).toBe('Mark as packed: 2 orders done, 2 orders could not be changed.');
    expect(
      body.results.map((result: { ok: boolean; message: string }) => [result.ok, result.message]),
    ).toEqual([
      [true, 'Moved to Packed'],
      [true, 'Moved to Packed'],
      [false, expect.stringMatching(/^Order FS-.+ is already Packed\.$/)],
      [false, 'Order not found.'],
    ]);
    expect([await statusOf(first), await statusOf(second)]).toEqual(['packed', 'packed']);
    const history = await setting.t.db
      .select({ status: orderStatusHistory.status })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, first));
    expect(history.map((entry) => entry.status)).toEqual(['processing', 'for_packing', 'packed']);
  });

  it('hands several orders to the courier', async () => {
    const ids = [await newOrder(), await newOrder()];
    const response = await bulk({ action: 'hand_to_courier', order_ids: ids });
    expect(response.json()).toMatchObject({ succeeded: 2, failed: 0 });
    expect([await statusOf(ids[0]!), await statusOf(ids[1]!)]).toEqual(['shipped', 'shipped']);
  });

  it.each([
    ['no orders', { action: 'mark_packed', order_ids: [] }, 'Choose at least one order'],
    [
      'an unknown action',
      { action: 'deliver', order_ids: [1] },
      'Action must be mark_packed or hand_to_courier',
    ],
    [
      '101 orders',
      { action: 'mark_packed', order_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      'Choose at most 100 orders at a time',
    ],
    ['text for ids', { action: 'mark_packed', order_ids: 'all' }, 'Choose the orders to change'],
  ])('refuses %s with 400 and a sentence', async (_name, payload, message) => {
    const response = await bulk(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('waybills of the chosen orders', () => {
  it('prints the booked ones as one PDF and names those not booked', async () => {
    const [first, second, unbooked] = [await newOrder(), await newOrder(), await newOrder()];
    await setting.t.db.update(orders).set({ trackingNumber: null }).where(eq(orders.id, unbooked));
    const [unbookedRow] = await setting.t.db.select().from(orders).where(eq(orders.id, unbooked));
    const response = await setting.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/waybills?ids=${first},${second},${unbooked}`,
      headers: setting.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-waybills-skipped']).toBe(unbookedRow!.orderCode);
    const merged = await PDFDocument.load(response.rawPayload);
    const single = await PDFDocument.load(
      (
        await setting.t.app.inject({
          method: 'GET',
          url: `/api/delivery/ninjavan/waybill/${(await setting.t.db.select().from(orders).where(eq(orders.id, first)))[0]!.trackingNumber}`,
          headers: setting.admin,
        })
      ).rawPayload,
    );
    expect(merged.getPageCount()).toBe(2 * single.getPageCount());
  });

  it('says so when none of them is booked, and refuses ids that are not ids', async () => {
    const unbooked = await newOrder();
    await setting.t.db.update(orders).set({ trackingNumber: null }).where(eq(orders.id, unbooked));
    const none = await setting.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/waybills?ids=${unbooked}`,
      headers: setting.admin,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('None of the chosen orders is booked with the courier yet.');
    const bad = await setting.t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/waybills?ids=1,two',
      headers: setting.admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('ids must be order ids separated by commas');
  });
});

describe('the desk’s tabs, views and actors', () => {
  it('filters by a status tab and a saved view, oldest first, with the views counted', async () => {
    const older = await newOrder();
    const newer = await newOrder();
    const list = async (query: string) =>
      (await setting.kit.get(`/api/admin/orders?limit=100&${query}`, setting.admin)).json();
    const toPack = await list('view=to-pack');
    const codes = toPack.orders.map((row: { order_id: number }) => row.order_id);
    expect(codes.indexOf(older)).toBeLessThan(codes.indexOf(newer));
    expect(
      toPack.orders.every((row: { order_status: string }) =>
        ['processing', 'for_packing'].includes(row.order_status),
      ),
    ).toBe(true);
    expect(toPack.view_counts['to-pack']).toBe(toPack.total);
    expect(Object.keys(toPack.view_counts).sort()).toEqual([
      'cod-to-collect',
      'refunds-due',
      'to-pack',
      'to-ship',
    ]);

    // The dashboard's Refunds due opens this view: it holds exactly the orders the task counts.
    await setting.t.db
      .update(orders)
      .set({ status: 'cancelled', paymentStatus: 'refund_due' })
      .where(eq(orders.id, older));
    const refunds = await list('view=refunds-due');
    expect(refunds.orders.map((row: { order_id: number }) => row.order_id)).toContain(older);
    expect(
      refunds.orders.every((row: { payment_status: string }) => row.payment_status === 'refund_due'),
    ).toBe(true);
    const dashboard = (await setting.kit.get('/api/admin/dashboard', setting.admin)).json();
    expect(refunds.view_counts['refunds-due']).toBe(dashboard.to_do.refunds_due.count);

    const shipped = await list('group=shipped');
    expect(
      shipped.orders.every((row: { order_status: string }) =>
        ['shipped', 'picked_up', 'in_transit', 'out_for_delivery'].includes(row.order_status),
      ),
    ).toBe(true);
    expect(shipped.total).toBeGreaterThan(0);
    expect(
      (await setting.kit.get('/api/admin/orders?view=everything', setting.admin)).json().message,
    ).toContain('Unknown view');
  });

  it('names the courier and the system as people read them', async () => {
    const orderId = await newOrder();
    await setting.t.db.insert(orderStatusHistory).values([
      { orderId, status: 'processing', actor: 'sandbox', note: 'Scan' },
      { orderId, status: 'processing', actor: 'system', note: null },
      { orderId, status: 'processing', actor: 'dragonpay', note: null },
    ]);
    const desk = (await setting.kit.get(`/api/admin/orders/${orderId}`, setting.admin)).json();
    expect(desk.history.map((entry: { actor: string }) => entry.actor).slice(-3)).toEqual([
      'Courier',
      'System',
      'Payment gateway',
    ]);
  });
});
