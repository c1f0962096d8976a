import { describe, expect, it } from 'vitest';
import { parseCartQuantity } from './cart-quantity.ts';

describe('a quantity typed on the cart page', () => {
  it('becomes 1 when it is not a number', () => {
    expect(parseCartQuantity('abc', 10)).toBe(1);
    expect(parseCartQuantity('', 10)).toBe(1);
  });

  it('is ignored below 1', () => {
    expect(parseCartQuantity('0', 10)).toBeNull();
    expect(parseCartQuantity('-3', 10)).toBeNull();
  });

  it('stays within the stock, and 99 at most', () => {
    expect(parseCartQuantity('7', 10)).toBe(7);
    expect(parseCartQuantity('25', 10)).toBe(10);
    expect(parseCartQuantity('2.7', 10)).toBe(2);
  });
});
