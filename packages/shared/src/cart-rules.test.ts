import { describe, expect, it } from 'vitest';
import {
  cartQuantityMax,
  cartTotals,
  isValidCartLine,
  lineKey,
  mergeSameLines,
  quantityLimitMessage,
  unitPrice,
} from './cart-rules.ts';

describe('a valid cart line', () => {
  it('has a product id, a quantity above 0, a price of at least 0 and numeric discounts', () => {
    expect(isValidCartLine({ product_id: 3, quantity: 1, price: 0 })).toBe(true);
    expect(
      isValidCartLine({ id: 3, quantity: 2, price: 99.5, discounted_price: 80, discount_percentage: 20 }),
    ).toBe(true);
  });

  it.each([
    ['no product id', { quantity: 1, price: 10 }],
    ['a zero quantity', { product_id: 1, quantity: 0, price: 10 }],
    ['a text quantity', { product_id: 1, quantity: '2', price: 10 }],
    ['a negative price', { product_id: 1, quantity: 1, price: -1 }],
    ['a missing price', { product_id: 1, quantity: 1 }],
    ['a text discount', { product_id: 1, quantity: 1, price: 10, discount_percentage: '10%' }],
    ['a NaN price', { product_id: 1, quantity: 1, price: Number.NaN }],
  ])('is refused with %s', (_label, line) => {
    expect(isValidCartLine(line)).toBe(false);
  });
});

describe('cart totals', () => {
  const lines = [
    { price: 180, discounted_price: 162, quantity: 2, selected: true },
    { price: 950, discounted_price: 0, quantity: 1, selected: true },
    { price: 500, discounted_price: 450, quantity: 3, selected: false },
  ];

  it('count only the selected lines, at the discounted price when above 0', () => {
    expect(cartTotals(lines)).toEqual({ itemCount: 3, lineCount: 2, total: 1274 });
  });

  it('round to centavos and never go below 0', () => {
    expect(cartTotals([{ price: 0.1, quantity: 3 }]).total).toBe(0.3);
    expect(cartTotals([]).total).toBe(0);
  });

  it('charge the discounted price only when it is above 0', () => {
    expect(unitPrice({ price: 100, discounted_price: 0 })).toBe(100);
    expect(unitPrice({ price: 100, discounted_price: null })).toBe(100);
    expect(unitPrice({ price: 100, discounted_price: 85 })).toBe(85);
  });
});

describe('cart page quantity', () => {
  it('runs up to the stock, never past 99', () => {
    expect(cartQuantityMax(5)).toBe(5);
    expect(cartQuantityMax(500)).toBe(99);
    expect(cartQuantityMax(undefined)).toBe(99);
  });
});

describe('a lowered quantity says why', () => {
  it('names the stock when the stock is the limit', () => {
    expect(quantityLimitMessage(999, 20)).toBe('Only 20 left in stock');
    expect(quantityLimitMessage(500, 22, 99)).toBe('Only 22 left in stock');
  });

  it('names the 99 a cart line may hold when the stock is larger', () => {
    expect(quantityLimitMessage(150, 400, 99)).toBe('At most 99 of one item in the cart');
  });

  it('says nothing when the quantity fits', () => {
    expect(quantityLimitMessage(20, 20)).toBeNull();
    expect(quantityLimitMessage(3, 400, 99)).toBeNull();
  });
});

describe('mergeSameLines', () => {
  it('makes one line of the same product and variant asked twice, with both quantities, in first-asked order', () => {
    expect(
      mergeSameLines([
        { product_id: 7, variant_id: null, quantity: 1, price: 100 },
        { product_id: 7, variant_id: 3, quantity: 2, price: 120 },
        { product_id: 9, quantity: 1, price: 50 },
        { product_id: 7, variant_id: null, quantity: 4, price: 110 },
      ]),
    ).toEqual([
      { product_id: 7, variant_id: null, quantity: 5, price: 110 },
      { product_id: 7, variant_id: 3, quantity: 2, price: 120 },
      { product_id: 9, quantity: 1, price: 50 },
    ]);
  });

  it('keys a line without a variant as variant 0', () => {
    expect(lineKey({ product_id: 7 })).toBe('7:0');
    expect(lineKey({ product_id: 7, variant_id: null })).toBe(lineKey({ product_id: 7, variant_id: 0 }));
  });
});
