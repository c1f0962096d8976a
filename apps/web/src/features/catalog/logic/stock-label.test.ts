import { describe, expect, it } from 'vitest';
import { stockLabel, stockLevel } from './stock-label.ts';

describe('stockLabel', () => {
  it('shows the count when plenty are left', () => {
    expect(stockLabel(24)).toBe('In stock: 24');
    expect(stockLevel(6)).toBe('in');
  });

  it('warns when 5 or fewer are left', () => {
    expect(stockLabel(5)).toBe('Only 5 left');
    expect(stockLabel(1)).toBe('Only 1 left');
  });

  it('says out of stock at zero or below', () => {
    expect(stockLabel(0)).toBe('Out of stock');
    expect(stockLabel(-2)).toBe('Out of stock');
  });
});
