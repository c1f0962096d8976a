import { z } from 'zod';
import { DISCOUNT_PERCENT_MAX, DISCOUNT_PERCENT_MIN, ROW_ID_MAX } from './constants.ts';
import { dateTimeField } from './date-time-field.ts';

// docs/admin.md#products: bulk actions on the chosen rows of the product table. Each product goes
// through the same rules as its own edit; one that cannot change is reported, the others go ahead.

export const PRODUCT_BULK_ACTIONS = ['archive', 'set_category', 'flash_deal_on', 'flash_deal_off'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];
export const PRODUCT_BULK_MAX = 100;

export const PRODUCT_BULK_LABELS: Record<ProductBulkAction, string> = {
  archive: 'Archive',
  set_category: 'Set category',
  flash_deal_on: 'Flash deal on',
  flash_deal_off: 'Flash deal off',
};

const productIds = z
  .array(z.number({ error: 'Product ids must be numbers' }).int().positive().max(ROW_ID_MAX), {
    error: 'Choose the products to change',
  })
  .min(1, { error: 'Choose at least one product' })
  .max(PRODUCT_BULK_MAX, { error: `Choose at most ${PRODUCT_BULK_MAX} products at a time` })
  .transform((ids) => [...new Set(ids)]);

/** POST /admin/products/bulk. */
export const productBulkRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('archive'), product_ids: productIds }),
    z.object({ action: z.literal('flash_deal_off'), product_ids: productIds }),
    z.object({
      action: z.literal('set_category'),
      product_ids: productIds,
      category_id: z
        .number({ error: 'Category is required' })
        .int({ error: 'Category must be a category id' })
        .positive({ error: 'Category is required' })
        .max(ROW_ID_MAX, { error: 'Category must be a category id' }),
    }),
    z.object({
      action: z.literal('flash_deal_on'),
      product_ids: productIds,
      discount_percentage: z
        .number({ error: 'Discount percentage is required' })
        .int({ error: 'Discount percentage must be a whole number' })
        .min(DISCOUNT_PERCENT_MIN, {
          error: `Discount percentage must be between ${DISCOUNT_PERCENT_MIN} and ${DISCOUNT_PERCENT_MAX}`,
        })
        .max(DISCOUNT_PERCENT_MAX, {
          error: `Discount percentage must be between ${DISCOUNT_PERCENT_MIN} and ${DISCOUNT_PERCENT_MAX}`,
        }),
      flash_deal_end: dateTimeField('Flash deal end must be a date and time'),
    }),
  ],
  { error: 'Action must be archive, set_category, flash_deal_on or flash_deal_off' },
);
export type ProductBulkRequest = z.infer<typeof productBulkRequestSchema>;

export const productBulkResponseSchema = z.object({
  message: z.string(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string().nullable(),
      ok: z.boolean(),
      message: z.string(),
    }),
  ),
});
export type ProductBulkResponse = z.infer<typeof productBulkResponseSchema>;
