import { describe, expect, it } from 'vitest';
import {
  adminNextStatuses,
  CANCEL_MESSAGES,
  canContinuePayment,
  cancelRefusal,
  canMarkReceived,
  canTransition,
  courierCanMove,
  isCancellable,
  ORDER_STATUSES,
  orderStatusLabel,
  paymentStatusLabel,
  statusesOfTab,
  statusTone,
  synthesiseTimeline,
  trackerStep,
} from './order-status.ts';

describe('the cancel rule', () => {
  it.each(['processing', 'for_packing', 'packed', 'for_shipping', 'pending', 'PROCESSING', ' Packed '])(
    'lets the customer cancel an order that is %s',
    (status) => {
      expect(isCancellable(status)).toBe(true);
      expect(cancelRefusal(status)).toBeNull();
    },
  );

  it.each([
    ['shipped', CANCEL_MESSAGES.shipped],
    ['picked_up', CANCEL_MESSAGES.picked_up],
    ['delivered', CANCEL_MESSAGES.delivered],
    ['completed', CANCEL_MESSAGES.completed],
    ['cancelled', CANCEL_MESSAGES.cancelled],
    ['returned', CANCEL_MESSAGES.returned],
    ['pending_payment', CANCEL_MESSAGES.pending_payment],
    ['ready_to_ship', CANCEL_MESSAGES.default],
    ['in_transit', CANCEL_MESSAGES.default],
    ['out_for_delivery', CANCEL_MESSAGES.default],
    ['received', CANCEL_MESSAGES.default],
  ])('refuses to cancel an order that is %s, with its own message', (status, message) => {
    expect(isCancellable(status)).toBe(false);
    expect(cancelRefusal(status)).toBe(message);
  });

  it('gives each non-cancellable status of the spec a different message', () => {
    const messages = ['shipped', 'picked_up', 'delivered', 'completed', 'cancelled', 'returned'].map(
      cancelRefusal,
    );
    expect(new Set(messages).size).toBe(6);
  });
});

describe('the status machine', () => {
  it('moves forward only', () => {
    expect(canTransition('processing', 'for_packing')).toBe(true);
    expect(canTransition('for_packing', 'processing')).toBe(false);
    expect(canTransition('delivered', 'shipped')).toBe(false);
    expect(canTransition('completed', 'returned')).toBe(false);
    expect(canTransition('cancelled', 'processing')).toBe(false);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
    expect(canTransition('nonsense', 'processing')).toBe(false);
  });

  it('ends in completed, cancelled and returned', () => {
    for (const status of ['completed', 'cancelled', 'returned'])
      for (const to of ORDER_STATUSES) expect(canTransition(status, to)).toBe(false);
  });

  it('leaves paying an online order to the payment, not the desk', () => {
    expect(canTransition('pending_payment', 'processing')).toBe(true);
    expect(adminNextStatuses('pending_payment')).toEqual(['cancelled']);
    expect(adminNextStatuses('processing')).toEqual(['for_packing', 'cancelled']);
  });

  it('lets a courier scan move an order further, never back or out of an ended order', () => {
    expect(courierCanMove('packed', 'delivered')).toBe(true);
    expect(courierCanMove('shipped', 'in_transit')).toBe(true);
    expect(courierCanMove('delivered', 'in_transit')).toBe(false);
    expect(courierCanMove('cancelled', 'delivered')).toBe(false);
    expect(courierCanMove('pending_payment', 'delivered')).toBe(false);
    expect(courierCanMove('shipped', 'cancelled')).toBe(false);
    expect(courierCanMove('in_transit', 'returned')).toBe(true);
  });
});

describe('the buttons of the order page', () => {
  it('shows Order Received for delivered or received orders only', () => {
    expect(canMarkReceived('delivered')).toBe(true);
    expect(canMarkReceived('received')).toBe(true);
    expect(canMarkReceived('shipped')).toBe(false);
    expect(canMarkReceived('completed')).toBe(false);
  });

  it('shows Continue Payment only for an open, unpaid, online order', () => {
    const order = { order_status: 'pending_payment', payment_status: 'pending', payment_method: 'dragonpay' };
    expect(canContinuePayment(order)).toBe(true);
    expect(canContinuePayment({ ...order, payment_status: 'awaiting_for_confirmation' })).toBe(true);
    expect(canContinuePayment({ ...order, order_status: 'cancelled' })).toBe(false);
    expect(canContinuePayment({ ...order, payment_status: 'paid' })).toBe(false);
    expect(canContinuePayment({ ...order, payment_method: 'cod' })).toBe(false);
  });
});

describe('the filter tabs', () => {
  it('groups the statuses as the spec says', () => {
    expect(statusesOfTab('all')).toBeNull();
    expect(statusesOfTab('processing')).toEqual(['processing', 'pending_payment', 'pending']);
    expect(statusesOfTab('packing')).toEqual(['for_packing', 'packed', 'for_shipping', 'ready_to_ship']);
    expect(statusesOfTab('shipped')).toEqual(['shipped', 'picked_up', 'in_transit', 'out_for_delivery']);
    expect(statusesOfTab('delivered')).toEqual(['delivered', 'received']);
    expect(statusesOfTab('completed')).toEqual(['completed', 'finished']);
  });
});

describe('the progress tracker', () => {
  it.each([
    ['processing', 0],
    ['for_packing', 1],
    ['packed', 1],
    ['for_shipping', 2],
    ['shipped', 2],
    ['picked_up', 2],
    ['out_for_delivery', 3],
    ['delivered', 4],
    ['completed', 4],
  ])('puts an order that is %s on step %i', (status, step) => {
    expect(trackerStep(status)).toBe(step);
  });

  it.each(['pending_payment', 'returned', 'cancelled', 'mystery'])('shows no progress for %s', (status) => {
    expect(trackerStep(status)).toBeNull();
  });
});

describe('the synthesised timeline', () => {
  const placed = '2026-11-20T02:00:00.000Z';
  const at = (hours: number) => new Date(Date.parse(placed) + hours * 3_600_000).toISOString();
  const online = (order_status: string, payment_status = 'paid') =>
    synthesiseTimeline({ order_status, payment_status, payment_method: 'dragonpay', created_at: placed });
  const cod = (order_status: string, payment_status = 'cod_pending') =>
    synthesiseTimeline({ order_status, payment_status, payment_method: 'cod', created_at: placed });

  it('always shows Order Placed', () => {
    expect(online('pending_payment', 'pending')).toEqual([
      { status: 'Order Placed', date: placed, location: null, description: 'Your order has been placed.' },
    ]);
  });

  it('adds each reached step at 1, 6, 24, 30 and 78 hours, latest first', () => {
    expect(online('delivered').map((event) => [event.status, event.date])).toEqual([
      ['Delivered', at(78)],
      ['Shipped', at(30)],
      ['Order Packed', at(24)],
      ['Order Processing', at(6)],
      ['Payment Confirmed', at(1)],
      ['Order Placed', at(0)],
    ]);
    expect(online('processing').map((event) => event.status)).toEqual(['Payment Confirmed', 'Order Placed']);
    expect(online('packed')).toHaveLength(4);
    expect(online('shipped')[0]!.status).toBe('Shipped');
    expect(online('completed')[0]!.status).toBe('Delivered');
  });

  it('never says "Payment Confirmed" for an unpaid cash-on-delivery order', () => {
    const shipped = cod('shipped');
    expect(shipped.map((event) => event.status)).toEqual([
      'Shipped',
      'Order Packed',
      'Order Processing',
      'Order Placed',
    ]);
    expect(shipped.at(-1)!.description).toBe(
      'Your order has been placed. You pay in cash when it is delivered.',
    );
    expect(cod('processing').map((event) => event.status)).toEqual(['Order Placed']);
  });

  it('says "Paid on Delivery" once a cash-on-delivery parcel is delivered', () => {
    expect(cod('delivered', 'cod_collected').map((event) => [event.status, event.date])).toEqual([
      ['Paid on Delivery', at(78)],
      ['Delivered', at(78)],
      ['Shipped', at(30)],
      ['Order Packed', at(24)],
      ['Order Processing', at(6)],
      ['Order Placed', at(0)],
    ]);
  });

  it('ends a cancelled order with its cancellation, and no payment it never had', () => {
    const cancelledAt = at(2);
    const events = synthesiseTimeline({
      order_status: 'cancelled',
      payment_status: 'cod_pending',
      payment_method: 'cod',
      created_at: placed,
      cancelled_at: cancelledAt,
    });
    expect(events.map((event) => [event.status, event.date])).toEqual([
      ['Order Cancelled', cancelledAt],
      ['Order Placed', placed],
    ]);
  });
});

describe('labels and colours', () => {
  it("shows cash on delivery's pending payment as 'Pending (Pay upon delivery)'", () => {
    expect(paymentStatusLabel('cod_pending')).toBe('Pending (Pay upon delivery)');
  });

  it('names every status and greys an unknown one', () => {
    expect(orderStatusLabel('out_for_delivery')).toBe('Out for Delivery');
    expect(orderStatusLabel('on_hold')).toBe('On Hold');
    expect(statusTone('delivered')).toBe('green');
    expect(statusTone('on_hold')).toBe('gray');
  });
});
