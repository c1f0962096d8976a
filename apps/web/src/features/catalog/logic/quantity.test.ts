import { describe, expect, it } from 'vitest';
import { clampQuantity, parseQuantityInput } from './quantity.ts';

describe('parseQuantityInput', () => {
  it('reads a whole number within the stock', () => {
    expect(parseQuantityInput('3', 10)).toBe(3);
  });

  it('turns non-numeric input into 1', () => {
    expect(parseQuantityInput('abc', 10)).toBe(1);
    expect(parseQuantityInput('2.5', 10)).toBe(1);
    expect(parseQuantityInput('-4', 10)).toBe(1);
    expect(parseQuantityInput('', 10)).toBe(1);
  });

  it('caps the quantity at the available stock', () => {
    expect(parseQuantityInput('25', 7)).toBe(7);
  });

  it('never goes below 1', () => {
    expect(parseQuantityInput('0', 7)).toBe(1);
  });
});

describe('clampQuantity', () => {
  it('stays at 1 when nothing is in stock', () => {
    expect(clampQuantity(4, 0)).toBe(1);
  });

  it('keeps a value inside 1..max', () => {
    expect(clampQuantity(5, 9)).toBe(5);
    expect(clampQuantity(12, 9)).toBe(9);
    expect(clampQuantity(Number.NaN, 9)).toBe(1);
  });
});
