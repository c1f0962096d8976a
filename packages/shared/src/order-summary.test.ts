import { describe, expect, it } from 'vitest';
import { orderSumLines, orderSumsAddUp, paymentStatement } from './order-summary.ts';

describe('the order summary lines', () => {
  it('shows the real shipping fee and each discount, and they add up to the total', () => {
    const order = {
      subtotal: 3970,
      shipping_fee: 120,
      product_discount: 200,
      shipping_discount: 20,
      total_price: 3870,
    };
    expect(orderSumLines(order).map((line) => [line.label, line.amount, line.deducted])).toEqual([
      ['Subtotal', 3970, false],
      ['Shipping fee', 120, false],
      ['Product discount', 200, true],
      ['Shipping discount', 20, true],
    ]);
    expect(orderSumsAddUp(order)).toBe(true);
  });

  it('leaves out a discount that is not there, and catches a summary that does not add up', () => {
    const order = {
      subtotal: 3970,
      shipping_fee: 120,
      product_discount: 0,
      shipping_discount: 0,
      total_price: 4090,
    };
    expect(orderSumLines(order).map((line) => line.id)).toEqual(['subtotal', 'shipping_fee']);
    expect(orderSumsAddUp(order)).toBe(true);
    expect(orderSumsAddUp({ ...order, shipping_fee: 0 })).toBe(false);
  });
});

describe('the payment statement', () => {
  it('says a cancelled cash-on-delivery order has nothing to pay', () => {
    expect(
      paymentStatement({ order_status: 'cancelled', payment_status: 'cod_pending', payment_method: 'cod' }),
    ).toBe('Nothing to pay (order cancelled)');
    expect(
      paymentStatement({ order_status: 'cancelled', payment_status: 'failed', payment_method: 'dragonpay' }),
    ).toBe('Nothing to pay (order cancelled)');
  });

  it('says a refund is due for a paid order that ended, and when it is done', () => {
    expect(
      paymentStatement({
        order_status: 'cancelled',
        payment_status: 'refund_due',
        payment_method: 'dragonpay',
      }),
    ).toBe('Refund due (order cancelled)');
    expect(
      paymentStatement({ order_status: 'returned', payment_status: 'refunded', payment_method: 'cod' }),
    ).toBe('Refunded (order returned)');
  });

  it('keeps the usual label while the order goes on', () => {
    expect(
      paymentStatement({ order_status: 'processing', payment_status: 'cod_pending', payment_method: 'cod' }),
    ).toBe('Pending (Pay upon delivery)');
    expect(
      paymentStatement({ order_status: 'delivered', payment_status: 'cod_collected', payment_method: 'cod' }),
    ).toBe('Paid on delivery');
  });
});
