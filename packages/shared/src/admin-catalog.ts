import { z } from 'zod';
import { categorySchema } from './catalog.ts';
import {
  DISCOUNT_PERCENT_MAX,
  DISCOUNT_PERCENT_MIN,
  PRODUCT_CODE_SEQUENCE_DIGITS,
  ROW_ID_MAX,
} from './constants.ts';
import { dateTimeField } from './date-time-field.ts';
import {
  asNullableNumber,
  asNumber,
  blankToUndefined,
  formBoolean,
  formNumber,
  jsonText,
} from './form-fields.ts';
import { fromNumberText } from './number-text.ts';

// The owner's catalogue: the product form's rules, its messages and the write calls
// (docs/admin.md#product-form and #api).

export const ADMIN_PRODUCT_PAGE_SIZE = 20;
/** Each uploaded image, before it is re-encoded. */
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_IMAGE_MAX_MB = PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024);
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_VARIANTS_MAX = 100;
export const PRODUCT_PRICE_MAX = 1_000_000;
export const PRODUCT_STOCK_MAX = 1_000_000;
/** What the file pickers offer; the server decodes every file and trusts neither name nor type. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

// docs/admin.md#messages, verbatim; the last ones are the admin's own.
export const ADMIN_PRODUCT_MESSAGES = {
  loadForEditFailed: 'Failed to load product details for editing. Please try again.',
  fetchDetailsFailed: 'Failed to fetch product details',
  saveFailed: 'Failed to save product. Please try again.',
  saveFailedToast: 'Failed to save product',
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  deleteFailed: 'Failed to delete product',
  // docs/admin.md#product-form.
  defineAttributeFirst: 'Please define at least one variant attribute above before adding variants.',
  archived:
    'This product appears in orders, so it was archived instead of deleted: it is hidden from the shop and its orders still show it.',
  restored: 'Product is back in the shop',
} as const;

export const ADMIN_CATEGORY_MESSAGES = {
  created: 'Category created successfully',
  updated: 'Category updated successfully',
  deleted: 'Category deleted successfully',
} as const;

// ---- pure rules ----------------------------------------------------------------------------------

/** docs/admin.md#product-form: attribute names are trimmed; empty names and duplicates (any case) are ignored. */
export function normaliseAttributeNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    result.push(name);
  }
  return result;
}

/** docs/admin.md#product-form: the category code, or the first 3 letters of its name, uppercased. */
export function productCodePrefix(category: { code: string | null; name: string }): string {
  const code = category.code?.trim().toUpperCase();
  if (code) return code;
  return (
    category.name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase() || 'PRD'
  );
}

/** The prefix followed by the sequence, zero-padded to 3 digits (docs/admin.md#product-form). */
export function formatProductCode(prefix: string, sequence: number): string {
  return `${prefix}${String(sequence).padStart(PRODUCT_CODE_SEQUENCE_DIGITS, '0')}`;
}

/** The code a new product would get: products already in the category, plus one. */
export function suggestProductCode(
  category: { code: string | null; name: string },
  productsInCategory: number,
): string {
  return formatProductCode(productCodePrefix(category), productsInCategory + 1);
}

/** "size: Small, color: Red": how a variant is named in messages. */
export function describeVariant(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}

const hasCentavosOnly = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const priceSchema = (label: string) =>
  formNumber(label)
    .min(0, { error: `${label} cannot be negative` })
    .max(PRODUCT_PRICE_MAX, {
      error: `${label} must be at most ${PRODUCT_PRICE_MAX.toLocaleString('en-PH')}`,
    })
    .refine(hasCentavosOnly, { error: `${label} must be in steps of 0.01` });

const stockSchema = (label: string) =>
  formNumber(label)
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(PRODUCT_STOCK_MAX, { error: `${label} is too large` });

// ---- product write -------------------------------------------------------------------------------

/** Trimmed names and values; an attribute without a value is dropped. */
const variantAttributesSchema = z
  .record(z.string(), z.string({ error: 'Attribute values must be text' }))
  .transform((attributes) => {
    const result: Record<string, string> = {};
    for (const [rawName, rawValue] of Object.entries(attributes)) {
      const name = rawName.trim();
      const value = rawValue.trim();
      if (name && value && !Object.keys(result).some((key) => key.toLowerCase() === name.toLowerCase()))
        result[name] = value;
    }
    return result;
  })
  .refine((attributes) => Object.keys(attributes).length > 0, {
    error: 'Each variant needs at least one attribute',
  })
  .refine(
    (attributes) =>
      Object.entries(attributes).every(([name, value]) => name.length <= 40 && value.length <= 80),
    { error: 'Attribute names are at most 40 characters and values at most 80' },
  );

export const variantInputSchema = z.object({
  /** An existing variant of this product; absent for a new one. */
  variant_id: z.number().int().positive().max(ROW_ID_MAX).optional(),
  sku: z.preprocess(
    blankToUndefined,
    z.string().trim().max(60, { error: 'SKU must be at most 60 characters' }).optional(),
  ),
  attributes: variantAttributesSchema,
  price: z.preprocess(asNumber, priceSchema('Variant price')),
  /**
   * Left out, an existing variant keeps its stock (orders may have taken some since the form was read)
   * and a new one starts at 0.
   */
  stock: z.preprocess(asNumber, stockSchema('Variant stock').optional()),
});
export type VariantInput = z.infer<typeof variantInputSchema>;

/** A new file part of this request (`new:0` is the first `images` part) or an existing image id. */
const imageReferenceSchema = z.union([
  z.number().int().positive().max(ROW_ID_MAX),
  z.string().regex(/^new:\d{1,2}$/, { error: 'Image references are image ids or "new:<index>"' }),
]);
export type ImageReference = z.infer<typeof imageReferenceSchema>;

/**
 * Every writable field, each optional: a PUT changes only the fields it sends (docs/admin.md#product-form). As multipart,
 * the image files are parts named `images`, and these text parts say what happens to the pictures:
 * - `image_order`: JSON array, the wanted order; entries are existing image ids or `"new:<n>"` for the
 *   n-th `images` part of this request (0-based). The first entry is the main image. Images left out
 *   keep their relative order after the listed ones, new files last.
 * - `remove_image_ids`: JSON array of existing image ids to remove.
 */
export const productFieldsSchema = z.object({
  name: z
    .string({ error: 'Product name is required' })
    .trim()
    .min(1, { error: 'Product name is required' })
    .max(200, { error: 'Product name must be at most 200 characters' }),
  description: z.string().max(20_000, { error: 'Description must be at most 20,000 characters' }),
  category_id: z.preprocess(
    asNumber,
    formNumber('Category')
      .int({ error: 'Category must be a category id' })
      .positive({ error: 'Category is required' })
      .max(ROW_ID_MAX, { error: 'Category must be a category id' }),
  ),
  price: z.preprocess(asNumber, priceSchema('Price')),
  stock: z.preprocess(asNumber, stockSchema('Stock')),
  has_variants: formBoolean('has_variants'),
  variants: jsonText(
    z.array(variantInputSchema).max(PRODUCT_VARIANTS_MAX, {
      error: `A product can have at most ${PRODUCT_VARIANTS_MAX} variants`,
    }),
    'variants',
  ),
  is_best_seller: formBoolean('is_best_seller'),
  is_featured: formBoolean('is_featured'),
  is_preferred: formBoolean('is_preferred'),
  free_shipping: formBoolean('free_shipping'),
  is_flash_deal: formBoolean('is_flash_deal'),
  flash_deal_end: z.preprocess(
    (value) => (value === '' || value === 'null' ? null : value),
    dateTimeField('Flash deal end must be a date and time').nullable(),
  ),
  discount_percentage: z.preprocess(
    asNullableNumber,
    z
      .number({ error: 'Discount percentage must be a number' })
      .int({ error: 'Discount percentage must be a whole number' })
      .min(DISCOUNT_PERCENT_MIN, {
        error: `Discount percentage must be between ${DISCOUNT_PERCENT_MIN} and ${DISCOUNT_PERCENT_MAX}`,
      })
      .max(DISCOUNT_PERCENT_MAX, {
        error: `Discount percentage must be between ${DISCOUNT_PERCENT_MIN} and ${DISCOUNT_PERCENT_MAX}`,
      })
      .nullable(),
  ),
  weight_grams: z.preprocess(
    asNumber,
    formNumber('Weight')
      .int({ error: 'Weight must be whole grams' })
      .min(1, { error: 'Weight must be at least 1 gram' })
      .max(100_000, { error: 'Weight must be at most 100 kg' }),
  ),
  specs: jsonText(
    z
      .record(z.string().trim().min(1).max(60), z.string().trim().max(300))
      .refine((specs) => Object.keys(specs).length <= 30, { error: 'At most 30 specifications' }),
    'specs',
  ),
  status: z.enum(['active', 'archived'], { error: 'Status must be active or archived' }),
  image_order: jsonText(z.array(imageReferenceSchema).max(40), 'image_order'),
  remove_image_ids: jsonText(
    z.array(z.number().int().positive().max(ROW_ID_MAX)).max(40),
    'remove_image_ids',
  ),
});

export const productUpdateSchema = productFieldsSchema.partial();
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;

/** docs/admin.md#product-form: with variants on, the product's price and stock come from its variants. */
export const VARIANT_TOTALS_MESSAGE =
  'A product with variants takes its price and stock from its variants; send them on the variants instead';

/** POST: name, category and (without variants) price are required (docs/admin.md#product-form). */
export const productCreateSchema = productFieldsSchema
  .partial()
  .extend({ name: productFieldsSchema.shape.name, category_id: productFieldsSchema.shape.category_id })
  .superRefine((input, context) => {
    for (const { path, message } of productRuleIssues(input, { checkEndInFuture: true }))
      context.addIssue({ code: 'custom', path, message });
    if (productHasVariants(input) && (input.price !== undefined || input.stock !== undefined))
      context.addIssue({ code: 'custom', path: ['price'], message: VARIANT_TOTALS_MESSAGE });
  });

export type ProductCreateInput = z.infer<typeof productCreateSchema>;

export interface ProductRuleInput {
  price?: number | undefined;
  stock?: number | undefined;
  has_variants?: boolean | undefined;
  variants?: readonly VariantInput[] | undefined;
  is_flash_deal?: boolean | undefined;
  flash_deal_end?: string | null | undefined;
  discount_percentage?: number | null | undefined;
}

/** Variants on when asked for, or when variants are sent without saying. */
export function productHasVariants(product: Pick<ProductRuleInput, 'has_variants' | 'variants'>): boolean {
  return product.has_variants ?? (product.variants?.length ?? 0) > 0;
}

export interface RuleIssue {
  code: 'custom';
  path: (string | number)[];
  message: string;
}

/**
 * The rules across fields, on the product as it will be after the write: variants or a price; a
 * discount only on a flash deal with an end time. The server runs them on the stored product merged
 * with a partial update; the form runs them before sending.
 */
export function productRuleIssues(
  product: ProductRuleInput,
  options: { checkEndInFuture?: boolean; now?: Date } = {},
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const issue = (path: string, message: string) => issues.push({ code: 'custom', path: [path], message });
  if (productHasVariants(product)) {
    const variants = product.variants ?? [];
    if (variants.length === 0) issue('variants', 'Add at least one variant, or turn variants off');
    const seen = new Set<string>();
    for (const variant of variants) {
      const key = JSON.stringify(
        Object.entries(variant.attributes)
          .map(([name, value]) => [name.toLowerCase(), value.toLowerCase()])
          .sort(),
      );
      if (seen.has(key)) {
        issue('variants', `Two variants have the same attributes (${describeVariant(variant.attributes)})`);
        break;
      }
      seen.add(key);
    }
    const skus = variants.flatMap((variant) => (variant.sku ? [variant.sku.toUpperCase()] : []));
    const twice = skus.find((sku, index) => skus.indexOf(sku) !== index);
    if (twice) issue('variants', `Two variants have the same SKU (${twice})`);
  } else if (product.price === undefined) {
    issue('price', 'Price is required');
  }
  if (product.is_flash_deal) {
    if (!product.flash_deal_end) issue('flash_deal_end', 'A flash deal needs an end time');
    else if (
      options.checkEndInFuture &&
      new Date(product.flash_deal_end).getTime() <= (options.now ?? new Date()).getTime()
    )
      issue('flash_deal_end', 'The flash deal end time must be in the future');
    if (product.discount_percentage == null)
      issue(
        'discount_percentage',
        `A flash deal needs a discount percentage between ${DISCOUNT_PERCENT_MIN} and ${DISCOUNT_PERCENT_MAX}`,
      );
  } else if (product.discount_percentage != null) {
    issue('discount_percentage', 'A discount percentage is only allowed on a flash deal with an end time');
  }
  return issues;
}

// ---- categories ----------------------------------------------------------------------------------

/**
 * A category's fields; as multipart, the picture is a file part named `image`, and `remove_image`
 * ("true") drops the current one. The slug comes from the name when the category is created.
 */
export const categoryFieldsSchema = z.object({
  name: z
    .string({ error: 'Category name is required' })
    .trim()
    .min(1, { error: 'Category name is required' })
    .max(120, { error: 'Category name must be at most 120 characters' }),
  code: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,10}$/, { error: 'Category code must be 1 to 10 letters or digits' })
      .transform((code) => code.toUpperCase())
      .nullable(),
  ),
  description: z.string().trim().max(2_000, { error: 'Description must be at most 2,000 characters' }),
  parent_id: z.preprocess(
    asNullableNumber,
    z
      .number({ error: 'Parent category must be a category id' })
      .int({ error: 'Parent category must be a category id' })
      .positive({ error: 'Parent category must be a category id' })
      .max(ROW_ID_MAX)
      .nullable(),
  ),
  remove_image: formBoolean('remove_image'),
});

export const categoryUpdateSchema = categoryFieldsSchema.partial();
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;
export const categoryCreateSchema = categoryFieldsSchema
  .partial()
  .extend({ name: categoryFieldsSchema.shape.name });
export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;

export const categoryIdParamsSchema = z.object({
  id: fromNumberText(
    z
      .number({ error: 'Category id must be a number' })
      .int({ error: 'Category id must be a whole number' })
      .positive({ error: 'Category id must be a positive whole number' })
      .max(ROW_ID_MAX, { error: 'Category id is too large' }),
  ),
});

export const categoryWriteResponseSchema = z.object({ message: z.string(), category: categorySchema });
export type CategoryWriteResponse = z.infer<typeof categoryWriteResponseSchema>;
export const categoryDeleteResponseSchema = z.object({ message: z.string() });

/** GET /api/admin/categories/{id}/next-product-code: what a product added now would be numbered. */
export const nextProductCodeResponseSchema = z.object({ product_code: z.string() });
export type NextProductCodeResponse = z.infer<typeof nextProductCodeResponseSchema>;
