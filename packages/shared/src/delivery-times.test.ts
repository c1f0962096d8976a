import { describe, expect, it } from 'vitest';
import { deliveryTimeText } from './delivery-times.ts';

describe('delivery time by zone', () => {
  it('names the usual business days of a known zone', () => {
    expect(deliveryTimeText('metro_manila')).toBe('Usually 1-3 business days');
    expect(deliveryTimeText('mindanao')).toBe('Usually 4-8 business days');
  });

  it('promises nothing for an unknown place', () => {
    expect(deliveryTimeText(null)).toBeNull();
    expect(deliveryTimeText('atlantis')).toBeNull();
  });
});
