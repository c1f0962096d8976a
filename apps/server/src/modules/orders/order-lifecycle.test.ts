import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { orderDesk, placeCodOrder } from '../../test/orders.ts';
import { latestMailTo } from '../../test/outbox.ts';
import { signInAs } from '../../test/sign-in.ts';

const setting = orderDesk();

type Headers = Record<string, string>;
const product = (stock?: number, price?: number) => setting.kit.product(stock, price);
const stockOf = (id: number) => setting.kit.stockOf(id);
const soldOf = (id: number) => setting.kit.soldOf(id);
const move = (orderId: number, status: string, headers?: Headers) =>
  setting.kit.move(orderId, status, headers);
const get = (url: string, headers: Headers) => setting.kit.get(url, headers);
const moveAlong = (orderId: number, statuses: string[]) => setting.kit.moveAlong(orderId, statuses);

describe('an order after the purchase', () => {
  it('is booked with the courier when placed, moves along the desk, and is tracked by its customer', async () => {
    const item = await product();
    const { headers, user, orderId } = await placeCodOrder(setting.t, setting.place, item, 2);

    const placed = (await get(`/api/orders/${orderId}`, headers)).json().order;
    expect(placed).toMatchObject({
      order_status: 'processing',
      payment_status: 'cod_pending',
      item_count: 2,
    });
    expect(placed.tracking_number).toMatch(/^NVSB[0-9A-F]{10}$/);
    expect(placed.items[0]).toMatchObject({ product_id: item.id, price: 880, quantity: 2 });

    await moveAlong(orderId, ['for_packing', 'packed', 'for_shipping', 'shipped']);
    const shippedMail = await latestMailTo(setting.t.db, 'liza@example.ph');
    expect(shippedMail?.subject).toContain('is on its way');
    expect(shippedMail?.text).toContain(placed.tracking_number);

    const tracking = await get(`/api/tracking/${placed.tracking_number}`, headers);
    expect(tracking.statusCode).toBe(200);
    expect(tracking.json()).toMatchObject({ order_id: orderId, status: 'shipped', courier: 'sandbox' });
    // The sandbox scans follow the desk; latest first.
    expect(tracking.json().events.map((event: { status: string }) => event.status)).toEqual([
      'Successful Pickup',
      'Pending Pickup',
      'Order Booked',
    ]);

    await moveAlong(orderId, ['in_transit', 'out_for_delivery', 'delivered']);
    expect((await latestMailTo(setting.t.db, 'liza@example.ph'))?.subject).toContain('was delivered');

    const received = await setting.t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/mark-received`,
      headers,
    });
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ success: true, order: { order_status: 'completed' } });

    const notices = (await get('/api/notifications?limit=50', headers)).json();
    expect(notices.items.map((notice: { title: string }) => notice.title)).toEqual([
      'Order completed',
      'Order delivered',
      'Out for delivery',
      'In transit',
      'Order shipped',
      'Ready to ship',
      'Order packed',
      'Preparing your order',
      'Order placed',
    ]);

    const desk = (await get(`/api/admin/orders/${orderId}`, setting.admin)).json();
    expect(desk.history.map((entry: { status: string; actor: string }) => entry.status)).toEqual([
      'processing',
      'for_packing',
      'packed',
      'for_shipping',
      'shipped',
      'in_transit',
      'out_for_delivery',
      'delivered',
      'completed',
    ]);
    // Actors as people read them, never customer:1 or admin:2.
    expect(user.firstName).toBe('Maria');
    expect(desk.history[0].actor).toBe('Maria Santos (customer)');
    expect(desk.history[1].actor).toBe('Admin');
    expect(desk.history.at(-1).actor).toBe('Maria Santos (customer)');
  });

  it('refuses a move outside the status machine with 409 and changes nothing', async () => {
    const { orderId } = await placeCodOrder(setting.t, setting.place, await product());
    for (const status of ['delivered', 'pending_payment', 'completed']) {
      const response = await move(orderId, status);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/^An order that is Processing cannot be moved to /);
    }
    expect((await move(orderId, 'cancelled')).statusCode).toBe(409);
    const [row] = await setting.t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('processing');
    expect((await move(orderId, 'bogus')).statusCode).toBe(400);
  });

  it('lets only admins use the desk', async () => {
    const { orderId, headers } = await placeCodOrder(setting.t, setting.place, await product());
    expect((await move(orderId, 'for_packing', headers)).statusCode).toBe(403);
    expect((await move(orderId, 'for_packing', {})).statusCode).toBe(401);
    expect((await get('/api/admin/orders', headers)).statusCode).toBe(403);
  });

  it('refuses Order Received before delivery', async () => {
    const { orderId, headers } = await placeCodOrder(setting.t, setting.place, await product());
    const response = await setting.t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/mark-received`,
      headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only delivered orders can be marked as received.');
  });
});

describe('cancelling', () => {
  it('gives the stock back once and cancels the courier booking', async () => {
    const item = await product(5);
    const { orderId, headers } = await placeCodOrder(setting.t, setting.place, item, 3);
    expect(await stockOf(item.id)).toBe(2);
    expect(await soldOf(item.id)).toBe(3);
    const { tracking_number } = (await get(`/api/orders/${orderId}`, headers)).json().order;

    const cancelled = await setting.t.app.inject({
      method: 'DELETE',
      url: `/api/delivery/ninjavan/orders/${tracking_number}`,
      headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({
      success: true,
      message: 'Order cancelled successfully',
      data: { order_id: orderId, tracking_number, status: 'cancelled' },
      details: null,
    });
    expect(await stockOf(item.id)).toBe(5);
    expect(await soldOf(item.id)).toBe(0);

    // Again, by either call: refused, and the stock stays where it is.
    const again = await setting.t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers,
      payload: {},
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: 'Order cannot be cancelled. Please check the order status.',
      details: 'This order has already been cancelled.',
    });
    expect(await stockOf(item.id)).toBe(5);
    expect((await latestMailTo(setting.t.db, 'liza@example.ph'))?.subject).toContain('was cancelled');
  });

  it('refuses once the order has shipped, with the status message', async () => {
    const { orderId, headers } = await placeCodOrder(setting.t, setting.place, await product());
    await moveAlong(orderId, ['for_packing', 'packed', 'for_shipping', 'shipped']);
    const response = await setting.t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toBe(
      'This order has already been shipped and can no longer be cancelled.',
    );
  });

  it('refuses a tracking id shorter than 9 characters', async () => {
    const { headers } = await signInAs(setting.t);
    const response = await setting.t.app.inject({
      method: 'DELETE',
      url: '/api/delivery/ninjavan/orders/%20NV123%20',
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Invalid tracking ID. Tracking ID must be at least 9 characters long.',
    );
  });

  it('restocks from the desk and flags the refund of a paid order', async () => {
    const item = await product(4);
    const { orderId, headers } = await placeCodOrder(setting.t, setting.place, item, 1);
    await moveAlong(orderId, ['for_packing', 'packed', 'for_shipping', 'shipped', 'delivered']);
    const collected = await setting.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cod-collected`,
      headers: setting.admin,
      payload: {},
    });
    expect(collected.statusCode).toBe(200);
    expect(collected.json().detail.order.payment_status).toBe('cod_collected');

    const returned = await move(orderId, 'returned');
    expect(returned.statusCode).toBe(200);
    expect(returned.json().detail).toMatchObject({
      order: { order_status: 'returned', payment_status: 'refund_due' },
      can_mark_refunded: true,
    });
    expect(await stockOf(item.id)).toBe(4);

    const refunded = await setting.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunded`,
      headers: setting.admin,
      payload: {},
    });
    expect(refunded.json().detail.order.payment_status).toBe('refunded');
    const notices = (await get('/api/notifications', headers)).json();
    expect(notices.items[0]).toMatchObject({ title: 'Refund sent', unread: true });
  });
});

describe('a cash-on-delivery order returned after its delivery', () => {
  it('flags the refund of the cash the customer paid the rider, before the desk recorded it', async () => {
    const item = await product(4);
    const { orderId, headers } = await placeCodOrder(setting.t, setting.place, item, 1);
    await moveAlong(orderId, ['for_packing', 'packed', 'for_shipping', 'shipped', 'delivered']);
    const returned = await move(orderId, 'returned');
    expect(returned.statusCode).toBe(200);
    expect(returned.json().detail).toMatchObject({
      order: { order_status: 'returned', payment_status: 'refund_due' },
      can_mark_refunded: true,
    });
    const notices = (await get('/api/notifications', headers)).json();
    expect(notices.items[0].message).toMatch(/refund/i);
  });
});

describe('an order paid online', () => {
  it('is booked when paid, and cancelling it flags the refund', async () => {
    const item = await product(3);
    const { headers } = await placeCodOrder(setting.t, setting.place, item);
    const placed = await setting.t.app.inject({
      method: 'POST',
      url: '/api/transactions/orders',
      headers,
      payload: {
        items: [{ product_id: item.id, variant_id: null, quantity: 1, price: item.price }],
        shipping_details: { name: 'Liza Dela Cruz', phone: '09171234567' },
        payment_method: 'dragonpay',
      },
    });
    const { order_id: orderId, order_code: code } = placed.json().order;
    expect((await get(`/api/orders/${orderId}`, headers)).json().order.tracking_number).toBeNull();

    const paid = await setting.t.app.inject({
      method: 'POST',
      url: `/api/payment-sandbox/${code}-1/complete`,
      headers,
      payload: { status: 'S' },
    });
    expect(paid.statusCode).toBe(200);
    await setting.t.runJobs();
    const order = (await get(`/api/orders/${orderId}`, headers)).json().order;
    expect(order).toMatchObject({ order_status: 'processing', payment_status: 'paid' });
    expect(order.tracking_number).toMatch(/^NVSB/);

    const cancelled = await setting.t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers,
      payload: {},
    });
    expect(cancelled.json()).toMatchObject({
      message: 'Order cancelled successfully. Your payment will be refunded within 3-5 business days.',
      order: { order_status: 'cancelled', payment_status: 'refund_due' },
    });
    expect(await stockOf(item.id)).toBe(2);
  });
});

describe("another customer's order", () => {
  it('is not found on every call', async () => {
    const { orderId, headers } = await placeCodOrder(setting.t, setting.place, await product());
    const { tracking_number } = (await get(`/api/orders/${orderId}`, headers)).json().order;
    const stranger = (await signInAs(setting.t)).headers;
    const calls = [
      { method: 'GET', url: `/api/orders/${orderId}` },
      { method: 'PUT', url: `/api/orders/${orderId}/mark-received` },
      { method: 'POST', url: `/api/orders/${orderId}/cancel`, payload: {} },
      { method: 'DELETE', url: `/api/delivery/ninjavan/orders/${tracking_number}` },
      { method: 'GET', url: `/api/tracking/${tracking_number}` },
      { method: 'GET', url: `/api/delivery/ninjavan/tracking/${tracking_number}` },
      { method: 'GET', url: `/api/delivery/ninjavan/waybill/${tracking_number}` },
      { method: 'GET', url: `/api/transactions/payment-url/${orderId}` },
    ] as const;
    for (const call of calls) {
      const response = await setting.t.app.inject({ ...call, headers: stranger });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const [row] = await setting.t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('processing');
  });
});
