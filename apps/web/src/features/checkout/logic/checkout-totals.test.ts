import { describe, expect, it } from 'vitest';
import { CHECKOUT_ITEMS_KEY } from '../../../lib/checkout-items.ts';
import { isServerCartLine, lineQuantityMax, readCheckoutItems } from './checkout-source.ts';
import {
  type CheckoutLine,
  checkoutQuantityMax,
  checkoutTotals,
  clampCheckoutQuantity,
  orderItems,
} from './checkout-totals.ts';

const line = (overrides: Partial<CheckoutLine> = {}): CheckoutLine => ({
  product_id: 1,
  variant_id: null,
  name: 'Jade Bracelet',
  price: 500,
  discounted_price: 0,
  quantity: 2,
  stock: 10,
  image_url: null,
  variant_attributes: null,
  ...overrides,
});

describe('checkout totals', () => {
  it('add the shipping fee to the discounted subtotal', () => {
    const totals = checkoutTotals([line(), line({ product_id: 2, discounted_price: 400, quantity: 1 })], 250);
    expect(totals).toEqual({
      subtotal: 1400,
      shippingFee: 250,
      freeShipping: false,
      discount: 0,
      total: 1650,
      itemCount: 3,
    });
  });

  it('take off the voucher and never go below 0', () => {
    expect(checkoutTotals([line()], 100, 150).total).toBe(950);
    expect(checkoutTotals([line()], 100, 5000).total).toBe(0);
  });

  it('charge no shipping when every line ships free, as the order is charged', () => {
    const free = checkoutTotals(
      [line({ free_shipping: true }), line({ product_id: 2, free_shipping: true })],
      250,
    );
    expect(free).toMatchObject({ shippingFee: 0, freeShipping: true, total: 2000 });
    const mixed = checkoutTotals([line({ free_shipping: true }), line({ product_id: 2 })], 250);
    expect(mixed).toMatchObject({ shippingFee: 250, freeShipping: false, total: 2250 });
  });

  it('count every line, whatever its cart selection', () => {
    expect(checkoutTotals([line({ selected: false })], 0).subtotal).toBe(1000);
  });
});

describe('checkout quantities', () => {
  it('run from 1 to the stock, or 999', () => {
    expect(checkoutQuantityMax(5)).toBe(5);
    expect(checkoutQuantityMax(null)).toBe(999);
    expect(checkoutQuantityMax(5000)).toBe(999);
    expect(clampCheckoutQuantity(0, 5)).toBe(1);
    expect(clampCheckoutQuantity(9, 5)).toBe(5);
    expect(clampCheckoutQuantity(Number.NaN, 5)).toBe(1);
  });
});

describe('the order items', () => {
  it('carry the unit price shown', () => {
    expect(orderItems([line({ discounted_price: 450, variant_id: 7 })])).toEqual([
      { product_id: 1, variant_id: 7, quantity: 2, price: 450, variant_attributes: null },
    ]);
  });
});

describe('where the checkout items come from', () => {
  it('prefers the navigation state, then storage, and drops invalid lines', () => {
    const storage = {
      getItem: (key: string) => (key === CHECKOUT_ITEMS_KEY ? JSON.stringify([line()]) : null),
    };
    expect(readCheckoutItems({ items: [line({ product_id: 9 })] }, storage)[0]?.product_id).toBe(9);
    expect(readCheckoutItems(null, storage)[0]?.product_id).toBe(1);
    expect(readCheckoutItems({ items: [{ product_id: 1, quantity: 0, price: 5 }] }, null)).toEqual([]);
    expect(readCheckoutItems(null, { getItem: () => '{bad' })).toEqual([]);
  });
});

describe('lines of the server cart', () => {
  it('are the ones with a cart_id; a Buy Now or guest line kept in the browser has none', () => {
    expect(isServerCartLine(line({ cart_id: 5 }))).toBe(true);
    expect(isServerCartLine(line({ cart_id: 0 }))).toBe(false);
    expect(isServerCartLine(line())).toBe(false);
  });

  it('stop at the cart limit of 99, since their quantity is written to the cart', () => {
    expect(lineQuantityMax(line({ cart_id: 5, stock: 500 }))).toBe(99);
    expect(lineQuantityMax(line({ cart_id: 5, stock: 7 }))).toBe(7);
    expect(lineQuantityMax(line({ stock: 500 }))).toBe(500);
  });
});
