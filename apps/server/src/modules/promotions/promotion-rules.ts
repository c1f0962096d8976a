import { formatPeso } from '@fengshui/shared/money';
import { PROMOTION_MESSAGES } from '@fengshui/shared/promotions';
import type { promotions } from '../../db/schema/index.ts';
import { AppError } from '../../domain/errors.ts';

export type PromotionRow = typeof promotions.$inferSelect;

export interface PromotionLine {
  productId: number;
  categoryId: number | null;
  /** What the line costs, in centavos. */
  amountCentavos: number;
}

export interface PromotionDiscount {
  productDiscountCentavos: number;
  shippingDiscountCentavos: number;
}

const refuse = (message: string) =>
  new AppError('invalid', 'INVALID_PROMOTION', message, undefined, { valid: false });

/**
 * Whether a promotion applies now to these lines, and what it takes off. Usage limits are checked by
 * the caller, against counts read under the promotion's row lock. Pure, so it is tested alone.
 */
export function evaluatePromotion(
  promotion: PromotionRow | undefined,
  lines: readonly PromotionLine[],
  shippingFeeCentavos: number,
  now: Date,
): PromotionDiscount {
  if (promotion?.status !== 'active') throw refuse(PROMOTION_MESSAGES.invalid);
  if (promotion.startsAt && promotion.startsAt > now) throw refuse(PROMOTION_MESSAGES.notStarted);
  if (promotion.endsAt && promotion.endsAt <= now) throw refuse(PROMOTION_MESSAGES.expired);
  const orderAmount = lines.reduce((sum, line) => sum + line.amountCentavos, 0);
  if (orderAmount < promotion.minOrderCentavos) {
    throw refuse(
      `A minimum order of ${formatPeso(promotion.minOrderCentavos / 100)} is needed for this promotion code`,
    );
  }
  // A scoped code counts only the lines of its products or categories.
  const scoped = lines.filter(
    (line) =>
      (!promotion.productIds?.length && !promotion.categoryIds?.length) ||
      promotion.productIds?.includes(line.productId) ||
      (line.categoryId !== null && promotion.categoryIds?.includes(line.categoryId)),
  );
  const scopedAmount = scoped.reduce((sum, line) => sum + line.amountCentavos, 0);
  if (scopedAmount === 0) throw refuse(PROMOTION_MESSAGES.notApplicable);
  switch (promotion.type) {
    case 'percentage':
      return {
        productDiscountCentavos: Math.min(scopedAmount, Math.round((scopedAmount * promotion.value) / 100)),
        shippingDiscountCentavos: 0,
      };
    case 'fixed':
      // The total never goes below zero (docs/checkout-and-payment.md#promotions).
      return {
        productDiscountCentavos: Math.min(scopedAmount, promotion.value),
        shippingDiscountCentavos: 0,
      };
    case 'free_shipping':
      return { productDiscountCentavos: 0, shippingDiscountCentavos: shippingFeeCentavos };
  }
}
