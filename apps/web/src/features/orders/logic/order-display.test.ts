import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { orderItem } from '../test/test-orders.ts';
import { InvalidResponseError } from './invalid-response.ts';
import {
  deliveryTimeline,
  detailErrorMessage,
  listErrorMessage,
  moreItemsText,
  readOrderId,
  readTab,
  variantText,
} from './order-display.ts';

describe('order display rules', () => {
  it('reads the tab of the address, All Orders for anything unknown', () => {
    expect(readTab('shipped')).toBe('shipped');
    expect(readTab('finished')).toBe('all');
    expect(readTab(null)).toBe('all');
  });

  it('reads only a positive whole order id', () => {
    expect(readOrderId('42')).toBe(42);
    expect(readOrderId('0')).toBeNull();
    expect(readOrderId('abc')).toBeNull();
    expect(readOrderId('99999999999')).toBeNull();
  });

  it('names the variant and counts the other items', () => {
    expect(variantText({ color: 'Green', size: 'M' })).toBe('Color: Green, Size: M');
    expect(variantText(null)).toBe('');
    expect(moreItemsText([orderItem(), orderItem({ product_id: 12 }), orderItem({ product_id: 13 })])).toBe(
      'and 2 more',
    );
    expect(moreItemsText([orderItem()])).toBe('');
  });

  it('tells a malformed list answer from a failed one', () => {
    expect(listErrorMessage(new InvalidResponseError())).toBe(
      'Invalid response from server. Please try again later.',
    );
    expect(listErrorMessage(new ApiRequestError('x', 500))).toBe(
      'Failed to load your purchase history. Please try again later.',
    );
  });

  it("says an order that is not the customer's is not found", () => {
    expect(detailErrorMessage(new ApiRequestError('Order not found.', 404))).toBe('Order not found.');
    expect(detailErrorMessage(new ApiRequestError('x', 500))).toBe(
      'Failed to load order details. Please try again later.',
    );
  });

  it("uses the courier's events when there are any, else the timeline the status implies", () => {
    const order = {
      order_status: 'packed',
      payment_method: 'dragonpay',
      payment_status: 'paid',
      created_at: '2025-03-09T00:00:00.000Z',
    };
    const courier = [
      { status: 'Picked up', date: '2025-03-10T00:00:00.000Z', location: 'Makati', description: 'x' },
    ];
    expect(deliveryTimeline(order, { events: courier })).toEqual({ events: courier, synthesised: false });
    const synthesised = deliveryTimeline(order, { events: [] });
    expect(synthesised.synthesised).toBe(true);
    expect(synthesised.events.map((event) => event.status)).toEqual([
      'Order Packed',
      'Order Processing',
      'Payment Confirmed',
      'Order Placed',
    ]);
  });
});
