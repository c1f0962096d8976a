import { describe, expect, it } from 'vitest';
import { evaluatePromotion, type PromotionRow } from './promotion-rules.ts';

const promotion = (overrides: Partial<PromotionRow>): PromotionRow => ({
  id: 1,
  code: 'TEST',
  name: 'Test',
  description: '',
  type: 'percentage',
  value: 10,
  minOrderCentavos: 0,
  startsAt: null,
  endsAt: null,
  totalLimit: null,
  perCustomerLimit: null,
  usedCount: 0,
  status: 'active',
  productIds: null,
  categoryIds: null,
  source: 'owner',
  onlyForEmail: null,
  createdAt: new Date(),
  ...overrides,
});
const line = (amountCentavos: number, productId = 1, categoryId: number | null = 1) => ({
  productId,
  categoryId,
  amountCentavos,
});
const now = new Date('2026-11-21T08:00:00+08:00');

describe('promotion rules', () => {
  it('never takes more than the order is worth', () => {
    expect(evaluatePromotion(promotion({ type: 'fixed', value: 50_000 }), [line(20_000)], 0, now)).toEqual({
      productDiscountCentavos: 20_000,
      shippingDiscountCentavos: 0,
    });
    expect(evaluatePromotion(promotion({ value: 100 }), [line(12_345)], 0, now).productDiscountCentavos).toBe(
      12_345,
    );
  });

  it('rounds a percentage to the centavo', () => {
    expect(evaluatePromotion(promotion({ value: 15 }), [line(3333)], 0, now).productDiscountCentavos).toBe(
      500,
    );
  });

  it('frees exactly the shipping fee', () => {
    expect(evaluatePromotion(promotion({ type: 'free_shipping' }), [line(1000)], 25_000, now)).toEqual({
      productDiscountCentavos: 0,
      shippingDiscountCentavos: 25_000,
    });
  });

  it('ends at its end time, to the millisecond', () => {
    expect(() => evaluatePromotion(promotion({ endsAt: now }), [line(1000)], 0, now)).toThrow(
      'This promotion code has expired',
    );
  });

  it('scopes by product as well as by category', () => {
    const scoped = promotion({ value: 50, productIds: [7] });
    expect(
      evaluatePromotion(scoped, [line(1000, 7, null), line(3000, 8, null)], 0, now).productDiscountCentavos,
    ).toBe(500);
  });
});
