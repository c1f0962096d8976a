import { z } from 'zod';
import { ADMIN_PRODUCT_PAGE_SIZE } from './admin-catalog.ts';
import { PRODUCT_LIST_MAX_LIMIT, ROW_ID_MAX } from './constants.ts';
import { blankToUndefined } from './form-fields.ts';
import { fromNumberText } from './number-text.ts';

// What the owner's product list and edit form read (docs/admin.md#products);
// the write rules are in admin-catalog.ts.

export const adminProductStatusFilterSchema = z.enum(['all', 'active', 'archived'], {
  error: 'status must be all, active or archived',
});
export type AdminProductStatusFilter = z.infer<typeof adminProductStatusFilterSchema>;

export const ADMIN_PRODUCT_SORTS = ['created', 'name', 'code', 'category', 'price', 'stock'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export const adminProductListQuerySchema = z.object({
  search: z.string().trim().max(200, { error: 'search must be at most 200 characters' }).optional(),
  category: z.preprocess(
    blankToUndefined,
    fromNumberText(
      z
        .number({ error: 'category must be a category id' })
        .int({ error: 'category must be a category id' })
        .positive({ error: 'category must be a category id' })
        .max(ROW_ID_MAX),
    ).optional(),
  ),
  status: adminProductStatusFilterSchema.default('all'),
  /** The column the table is sorted by, and which way; newest first by default. */
  sort: z
    .enum(ADMIN_PRODUCT_SORTS, { error: `sort must be one of: ${ADMIN_PRODUCT_SORTS.join(', ')}` })
    .default('created'),
  dir: z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).default('desc'),
  page: fromNumberText(
    z
      .number({ error: 'page must be a number' })
      .int({ error: 'page must be a whole number' })
      .min(1, { error: 'page must be at least 1' })
      .max(100_000),
  ).prefault(1),
  limit: fromNumberText(z.number().int().min(1).max(PRODUCT_LIST_MAX_LIMIT)).prefault(
    ADMIN_PRODUCT_PAGE_SIZE,
  ),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductRowSchema = z.object({
  product_id: z.number().int(),
  product_code: z.string(),
  name: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  /** The cheapest price; `max_price` differs when variant prices do. */
  price: z.number(),
  max_price: z.number(),
  stock: z.number().int(),
  status: z.enum(['active', 'archived']),
  has_variants: z.boolean(),
  variant_count: z.number().int(),
  image_url: z.string().nullable(),
  is_flash_deal: z.boolean(),
  discount_percentage: z.number().nullable(),
  /** Whether any order holds it: then delete archives it instead. */
  in_orders: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductListResponseSchema = z.object({
  products: z.array(adminProductRowSchema),
  page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type AdminProductList = z.infer<typeof adminProductListResponseSchema>;

export const adminProductImageSchema = z.object({
  image_id: z.number().int(),
  url: z.string(),
  srcset: z.string(),
  position: z.number().int(),
});
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;

export const adminVariantSchema = z.object({
  variant_id: z.number().int(),
  sku: z.string(),
  attributes: z.record(z.string(), z.string()),
  price: z.number(),
  stock: z.number().int(),
  in_orders: z.boolean(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

/** The product as stored, for the edit form: a past flash deal keeps its discount here. */
export const adminProductSchema = z.object({
  product_id: z.number().int(),
  product_code: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  price: z.number(),
  stock: z.number().int(),
  has_variants: z.boolean(),
  variants: z.array(adminVariantSchema),
  images: z.array(adminProductImageSchema),
  is_best_seller: z.boolean(),
  is_featured: z.boolean(),
  is_preferred: z.boolean(),
  free_shipping: z.boolean(),
  is_flash_deal: z.boolean(),
  flash_deal_end: z.string().nullable(),
  discount_percentage: z.number().nullable(),
  weight_grams: z.number().int(),
  specs: z.record(z.string(), z.string()),
  status: z.enum(['active', 'archived']),
  in_orders: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productWriteResponseSchema = z.object({ message: z.string(), product: adminProductSchema });
export type ProductWriteResponse = z.infer<typeof productWriteResponseSchema>;

export const productDeleteResponseSchema = z.object({
  message: z.string(),
  outcome: z.enum(['deleted', 'archived']),
});
export type ProductDeleteResponse = z.infer<typeof productDeleteResponseSchema>;
