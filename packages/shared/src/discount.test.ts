import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  applyPercentDiscount,
  discountForApi,
  isFlashDealActive,
  normaliseDiscountPercent,
} from './discount.ts';

describe('discount display rule', () => {
  it('treats a discount of 1 or less as a fraction and multiplies it by 100', () => {
    expect(normaliseDiscountPercent(0.15)).toBe(15);
    expect(normaliseDiscountPercent(1)).toBe(100);
    expect(normaliseDiscountPercent(20)).toBe(20);
  });

  it('treats a missing or negative discount as none', () => {
    expect(normaliseDiscountPercent(null)).toBe(0);
    expect(normaliseDiscountPercent(undefined)).toBe(0);
    expect(normaliseDiscountPercent(-5)).toBe(0);
  });

  it('applies a discount rounded to centavos and never below zero', () => {
    expect(applyDiscount(850, 20)).toBe(680);
    expect(applyDiscount(999.99, 0.1)).toBe(899.99);
    expect(applyDiscount(100, 150)).toBe(0);
    expect(applyDiscount(100, null)).toBe(100);
  });
});

describe('flash deals', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it('count only until their end time', () => {
    expect(isFlashDealActive({ is_flash_deal: true, flash_deal_end: '2026-11-21T10:00:01Z' }, now)).toBe(
      true,
    );
    expect(isFlashDealActive({ is_flash_deal: true, flash_deal_end: '2026-11-21T10:00:00Z' }, now)).toBe(
      false,
    );
    expect(isFlashDealActive({ is_flash_deal: false, flash_deal_end: '2026-12-01T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(isFlashDealActive({ is_flash_deal: true, flash_deal_end: null }, now)).toBe(true);
  });
});

describe('a discount the admin set in percent', () => {
  it('takes 1% off as 1%, not as a whole', () => {
    expect(applyPercentDiscount(1000, 1)).toBe(990);
    expect(applyPercentDiscount(1000, 15)).toBe(850);
    expect(applyPercentDiscount(1000, null)).toBe(1000);
  });

  it('rounds a half centavo up, exactly, as the card, the cart and the order all charge it', () => {
    expect(applyPercentDiscount(103.5, 5)).toBe(98.33);
    expect(applyDiscount(103.5, 0.05)).toBe(98.33);
    // Every price from ₱0.01 to ₱300.00 at every seventh percent, against whole-centavo arithmetic.
    const wrong: string[] = [];
    for (let centavos = 1; centavos <= 30_000; centavos += 1) {
      for (let percent = 1; percent <= 99; percent += 7) {
        const exact = Math.floor((centavos * (100 - percent) + 50) / 100) / 100;
        const charged = applyPercentDiscount(centavos / 100, percent);
        if (charged !== exact) wrong.push(`₱${centavos / 100} at ${percent}%: ${charged}, not ${exact}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('sends 1% as 0.01, so the display rule reads it back as 1%', () => {
    expect(normaliseDiscountPercent(discountForApi(1))).toBe(1);
    expect(discountForApi(20)).toBe(20);
    expect(discountForApi(null)).toBeNull();
  });
});
