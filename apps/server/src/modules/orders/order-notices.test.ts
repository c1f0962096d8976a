import { describe, expect, it } from 'vitest';
import { statusNotification } from './order-notices.ts';
import type { OrderRow } from './order-view.ts';

const order = { id: 42, orderCode: 'FS-261128-00042' } as OrderRow;

describe("the customer's notice of a move", () => {
  it('tells a received order apart from a completed one, which comes later with its own notice', () => {
    expect(statusNotification(order, 'received', false)).toEqual({
      title: 'Order received',
      message: 'Order FS-261128-00042 is marked as received. Enjoy your items!',
      link: '/account/orders/42',
    });
    expect(statusNotification(order, 'completed', false).title).toBe('Order completed');
  });
});
