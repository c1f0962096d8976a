import { describe, expect, it } from 'vitest';
import { parcelWeightKg, shippingFee, zoneOfRegion } from './rate-card.ts';

describe('shipping rate card', () => {
  it('finds the zone from the PSGC region', () => {
    expect(zoneOfRegion('1300000000')).toBe('metro_manila');
    expect(zoneOfRegion('0400000000')).toBe('luzon');
    expect(zoneOfRegion('0700000000')).toBe('visayas');
    expect(zoneOfRegion('1100000000')).toBe('mindanao');
    expect(zoneOfRegion('9900000000')).toBeNull();
  });

  it('weighs 0.5 kg an item, at least 1 kg', () => {
    expect(parcelWeightKg(1)).toBe(1);
    expect(parcelWeightKg(3)).toBe(1.5);
    expect(parcelWeightKg(12)).toBe(6);
  });

  it('charges by weight tier, then per started kilogram above 5', () => {
    expect(shippingFee('metro_manila', 1)).toBe(95);
    expect(shippingFee('metro_manila', 1.5)).toBe(140);
    expect(shippingFee('visayas', 5)).toBe(300);
    expect(shippingFee('mindanao', 6.5)).toBe(320 + 2 * 55);
  });
});
