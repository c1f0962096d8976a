import { z } from 'zod';
import { DISCOUNT_PERCENT_MAX, DISCOUNT_PERCENT_MIN, ROW_ID_MAX } from './constants.ts';
import { dateTimeField } from './date-time-field.ts';
import { fromNumberText } from './number-text.ts';

// The owner's promotion codes (docs/checkout-and-payment.md#promotions and docs/admin.md#promotions): one contract for the admin form and
// the server. Money is in pesos here, as everywhere in JSON (docs/architecture.md#money-and-dates).

export const PROMOTION_TYPES = ['percentage', 'fixed', 'free_shipping'] as const;
export type PromotionKind = (typeof PROMOTION_TYPES)[number];

export const PROMOTION_TYPE_LABELS: Record<PromotionKind, string> = {
  percentage: 'Percentage off',
  fixed: 'Fixed amount off',
  free_shipping: 'Free shipping',
};

export const PROMOTION_CODE_MIN_LENGTH = 3;
export const PROMOTION_CODE_MAX_LENGTH = 40;
// Codes are read aloud and typed on phones: letters, digits, dashes and underscores only.
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9_-]+$/;
export const PROMOTION_FIXED_MAX = 1_000_000;
export const PROMOTION_MIN_ORDER_MAX = 10_000_000;
export const PROMOTION_LIMIT_MAX = 1_000_000;
export const PROMOTION_SCOPE_MAX = 200;

/**
 * A percentage code takes 1-99 percent off, the range of every other discount in the shop
 * (docs/admin.md#promotions, DISCOUNT_PERCENT_MIN/MAX): 100 percent would give the items away and leave an
 * online payment of only the shipping fee, which is a gift, not a promotion.
 */
export const PROMOTION_PERCENT_MIN = DISCOUNT_PERCENT_MIN;
export const PROMOTION_PERCENT_MAX = DISCOUNT_PERCENT_MAX;

export const PROMOTION_FORM_MESSAGES = {
  codeRequired: 'Code is required',
  codeLength: `Code must be ${PROMOTION_CODE_MIN_LENGTH} to ${PROMOTION_CODE_MAX_LENGTH} characters`,
  codeCharacters: 'Code may use only letters, numbers, dashes and underscores',
  nameRequired: 'Name is required',
  percentRange: `Percentage must be a whole number from ${PROMOTION_PERCENT_MIN} to ${PROMOTION_PERCENT_MAX}`,
  fixedPositive: 'Amount off must be more than ₱0',
  fixedTooLarge: 'Amount off is too large',
  freeShippingNoValue: 'A free-shipping code has no discount value: leave it empty',
  endsAfterStart: 'The end must be after the start',
  limitAtLeastOne: 'A usage limit must be at least 1 (leave it empty for no limit)',
  perCustomerWithinTotal: 'The per-customer limit cannot be higher than the total limit',
} as const;

// 0.1 + 0.2 style float noise is not a third decimal.
const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

// Every message is a sentence that names its field, as the product form's are ("Title is required").
const money = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .finite()
    .min(0, { error: `${label} cannot be negative` })
    .max(max, { error: `${label} must be at most ₱${max.toLocaleString('en-PH')}` })
    .refine(hasAtMostTwoDecimals, { error: `${label} must be in steps of 0.01` });

const usageLimit = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(1, { error: PROMOTION_FORM_MESSAGES.limitAtLeastOne })
    .max(PROMOTION_LIMIT_MAX, {
      error: `${label} must be at most ${PROMOTION_LIMIT_MAX.toLocaleString('en-PH')}`,
    })
    .nullable()
    .default(null);

const moment = (label: string) => dateTimeField(`${label} must be a date and time`).nullable().default(null);

const scopeIds = (label: string) =>
  z
    .array(z.number().int().positive().max(ROW_ID_MAX), { error: `${label} must be a list of ids` })
    .max(PROMOTION_SCOPE_MAX, { error: `At most ${PROMOTION_SCOPE_MAX} ${label.toLowerCase()}` })
    .nullable()
    .default([])
    // Order and repeats mean nothing in a scope.
    .transform((ids) => [...new Set(ids ?? [])].sort((a, b) => a - b));

export const promotionCodeField = z
  .string({ error: PROMOTION_FORM_MESSAGES.codeRequired })
  .trim()
  .toUpperCase()
  .min(1, { error: PROMOTION_FORM_MESSAGES.codeRequired })
  .min(PROMOTION_CODE_MIN_LENGTH, { error: PROMOTION_FORM_MESSAGES.codeLength })
  .max(PROMOTION_CODE_MAX_LENGTH, { error: PROMOTION_FORM_MESSAGES.codeLength })
  .regex(PROMOTION_CODE_PATTERN, { error: PROMOTION_FORM_MESSAGES.codeCharacters });

/** What a value must be for a type; null when it fits. Shared by the schema and the form. */
export function promotionValueProblem(type: PromotionKind, value: number | null | undefined): string | null {
  switch (type) {
    case 'percentage':
      return value == null ||
        !Number.isInteger(value) ||
        value < PROMOTION_PERCENT_MIN ||
        value > PROMOTION_PERCENT_MAX
        ? PROMOTION_FORM_MESSAGES.percentRange
        : null;
    case 'fixed':
      if (value == null || !(value > 0)) return PROMOTION_FORM_MESSAGES.fixedPositive;
      return value > PROMOTION_FIXED_MAX ? PROMOTION_FORM_MESSAGES.fixedTooLarge : null;
    case 'free_shipping':
      return value == null ? null : PROMOTION_FORM_MESSAGES.freeShippingNoValue;
  }
}

/**
 * POST /admin/promotions and PUT /admin/promotions/:id (the whole promotion; pausing has its own calls).
 * `value` is the percent for percentage codes, pesos for fixed ones and empty for free shipping.
 */
export const adminPromotionInputSchema = z
  .object({
    code: promotionCodeField,
    name: z
      .string({ error: PROMOTION_FORM_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: PROMOTION_FORM_MESSAGES.nameRequired })
      .max(120, { error: 'Name must be at most 120 characters' })
      .regex(/^[^<>\p{Cc}]+$/u, { error: 'Name contains characters that are not allowed' }),
    description: z
      .string({ error: 'Description must be text' })
      .trim()
      .max(1000, { error: 'Description must be at most 1000 characters' })
      .default(''),
    type: z.enum(PROMOTION_TYPES, { error: 'Type must be percentage, fixed or free_shipping' }),
    value: z.number({ error: 'Value must be a number' }).finite().nullable().default(null),
    min_order: money('Minimum order', PROMOTION_MIN_ORDER_MAX).default(0),
    starts_at: moment('Start'),
    ends_at: moment('End'),
    total_limit: usageLimit('Total uses'),
    per_customer_limit: usageLimit('Uses per customer'),
    product_ids: scopeIds('Products'),
    category_ids: scopeIds('Categories'),
  })
  .superRefine((input, context) => {
    const valueProblem = promotionValueProblem(input.type, input.value);
    if (valueProblem) context.addIssue({ code: 'custom', path: ['value'], message: valueProblem });
    if (input.type === 'fixed' && input.value != null && !hasAtMostTwoDecimals(input.value)) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'Amount off must be in steps of 0.01' });
    }
    if (input.starts_at && input.ends_at && Date.parse(input.ends_at) <= Date.parse(input.starts_at)) {
      context.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: PROMOTION_FORM_MESSAGES.endsAfterStart,
      });
    }
    if (
      input.total_limit !== null &&
      input.per_customer_limit !== null &&
      input.per_customer_limit > input.total_limit
    ) {
      context.addIssue({
        code: 'custom',
        path: ['per_customer_limit'],
        message: PROMOTION_FORM_MESSAGES.perCustomerWithinTotal,
      });
    }
  });
export type AdminPromotionInput = z.infer<typeof adminPromotionInputSchema>;
export type AdminPromotionInputBody = z.input<typeof adminPromotionInputSchema>;

export const promotionIdParamsSchema = z.object({
  id: fromNumberText(z.number({ error: 'Invalid promotion id' }).int().positive().max(ROW_ID_MAX)),
});

/**
 * What the list shows at a glance: paused by the owner, not started yet, past its end, used up, or
 * live. Only `active` codes are accepted at checkout.
 */
export const PROMOTION_STATES = ['active', 'paused', 'scheduled', 'expired', 'used_up'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export const adminPromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(PROMOTION_TYPES),
  value: z.number().nullable(),
  min_order: z.number(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  total_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  product_ids: z.array(z.number().int()),
  category_ids: z.array(z.number().int()),
  status: z.enum(['active', 'paused']),
  state: z.enum(PROMOTION_STATES),
  /** The counter checked against the total limit, raised with each order that used the code. */
  used_count: z.number().int(),
  /** Orders recorded with the code, and how many different customers placed them. */
  redemption_count: z.number().int(),
  customer_count: z.number().int(),
  created_at: z.string(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

/**
 * The newsletter's single-use welcome codes (one per subscriber, docs/admin.md#promotions), counted rather than listed:
 * `issued` all of them, `used` redeemed in an order, `active` still open (neither used nor expired).
 */
export const newsletterCodesSummarySchema = z.object({
  issued: z.number().int(),
  used: z.number().int(),
  active: z.number().int(),
});
export type NewsletterCodesSummary = z.infer<typeof newsletterCodesSummarySchema>;

/** GET /admin/promotions: the owner's codes, and the newsletter's welcome codes as a summary. */
export const adminPromotionListSchema = z.object({
  promotions: z.array(adminPromotionSchema),
  newsletter_codes: newsletterCodesSummarySchema,
});
export type AdminPromotionList = z.infer<typeof adminPromotionListSchema>;

export const adminPromotionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  promotion: adminPromotionSchema,
});

export const adminPromotionDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** The derived state of a promotion at `now`. */
export function promotionState(
  promotion: {
    status: 'active' | 'paused';
    starts_at: string | null;
    ends_at: string | null;
    total_limit: number | null;
    used_count: number;
  },
  now: Date = new Date(),
): PromotionState {
  if (promotion.status === 'paused') return 'paused';
  if (promotion.ends_at && Date.parse(promotion.ends_at) <= now.getTime()) return 'expired';
  if (promotion.total_limit !== null && promotion.used_count >= promotion.total_limit) return 'used_up';
  if (promotion.starts_at && Date.parse(promotion.starts_at) > now.getTime()) return 'scheduled';
  return 'active';
}
