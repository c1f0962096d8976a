import { z } from 'zod';
import { CART_MESSAGES } from './cart-messages.ts';
import { ORDER_LINES_MAX, ROW_ID_MAX } from './constants.ts';

/** docs/checkout-and-payment.md#promotions: a code is uppercased and trimmed; empty gives its own message. */
export function normalisePromotionCode(code: string): string {
  return code.trim().toUpperCase();
}

export const promotionValidateSchema = z.object({
  code: z
    .string({ error: 'Please enter a promotion code' })
    .trim()
    .min(1, { error: 'Please enter a promotion code' })
    .max(40, { error: 'Invalid promotion code' })
    .transform(normalisePromotionCode),
  order_amount: z.number({ error: 'order_amount must be a number' }).min(0).max(100_000_000),
  shipping_fee: z.number({ error: 'shipping_fee must be a number' }).min(0).max(1_000_000),
  items: z
    .array(
      z.object({
        product_id: z.number().int().positive().max(ROW_ID_MAX),
        price: z.number().min(0).max(10_000_000),
        quantity: z.number().int().min(1).max(999),
      }),
    )
    .max(ORDER_LINES_MAX, { error: CART_MESSAGES.tooManyForOneOrder })
    .default([]),
});
export type PromotionValidateInput = z.infer<typeof promotionValidateSchema>;

export const promotionDiscountSchema = z.object({
  total_discount: z.number(),
  product_discount: z.number(),
  shipping_discount: z.number(),
});

export const promotionValidateResponseSchema = z.object({
  valid: z.literal(true),
  message: z.string(),
  promotion: z.object({
    code: z.string(),
    name: z.string(),
    description: z.string(),
    type: z.enum(['percentage', 'fixed', 'free_shipping']),
  }),
  discount: promotionDiscountSchema,
});

export const PROMOTION_MESSAGES = {
  applied: 'Promotion code applied',
  empty: 'Please enter a promotion code',
  invalid: 'Invalid promotion code',
  notStarted: 'This promotion code is not active yet',
  expired: 'This promotion code has expired',
  usedUp: 'This promotion code has reached its usage limit',
  usedByYou: 'You have already used this promotion code',
  notApplicable: 'This promotion code does not apply to the items in your order',
} as const;
