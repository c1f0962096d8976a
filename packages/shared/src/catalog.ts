import { z } from 'zod';
import { PRODUCT_LIST_MAX_LIMIT, PRODUCT_PAGE_SIZE, ROW_ID_MAX } from './constants.ts';
import { dateTimeField } from './date-time-field.ts';
import { fromNumberText } from './number-text.ts';
import { PRICE_FILTER_MAX, PRODUCT_SORTS } from './product-list-options.ts';

// ---- requests ---------------------------------------------------------------------------------

const wholeNumber = (label: string) =>
  z.number({ error: `${label} must be a number` }).int({ error: `${label} must be a whole number` });

export const productIdParamsSchema = z.object({
  id: fromNumberText(
    wholeNumber('Product id')
      .positive({ error: 'Product id must be a positive whole number' })
      .max(ROW_ID_MAX, { error: 'Product id is too large' }),
  ),
});

export const listLimitSchema = (fallback: number) =>
  fromNumberText(
    wholeNumber('limit')
      .min(1, { error: 'limit must be at least 1' })
      .max(PRODUCT_LIST_MAX_LIMIT, { error: `limit must be at most ${PRODUCT_LIST_MAX_LIMIT}` }),
  ).prefault(fallback);

const priceFilter = (label: string) =>
  fromNumberText(
    z
      .number({ error: `${label} must be a number` })
      .min(0, { error: `${label} must be at least 0` })
      .max(PRICE_FILTER_MAX, { error: `${label} must be at most ${PRICE_FILTER_MAX}` }),
  );

const searchText = z.string().trim().max(200, { error: 'search must be at most 200 characters' });

/**
 * Which shape a product list answers with: the whole product (the default, for any client that does
 * not ask), or `card`, only what a product card shows (docs/catalogue.md#card-view).
 */
export const PRODUCT_VIEWS = ['full', 'card'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];
const viewSchema = z.enum(PRODUCT_VIEWS, { error: 'view must be full or card' }).default('full');

export const productListQuerySchema = z
  .object({
    limit: listLimitSchema(PRODUCT_PAGE_SIZE),
    view: viewSchema,
    cursorCreatedAt: dateTimeField('cursorCreatedAt must be an ISO date-time').optional(),
    cursorId: fromNumberText(
      wholeNumber('cursorId')
        .positive({ error: 'cursorId must be a positive whole number' })
        .max(ROW_ID_MAX, { error: 'cursorId is too large' }),
    ).optional(),
    category: z
      .string()
      .trim()
      .min(1)
      .max(80, { error: 'category must be at most 80 characters' })
      .optional(),
    search: searchText.optional(),
    // docs/catalogue.md#sorting-and-filters
    sort: z
      .enum(PRODUCT_SORTS, { error: 'sort must be newest, price_asc, price_desc or best_selling' })
      .default('newest'),
    minPrice: priceFilter('minPrice').optional(),
    maxPrice: priceFilter('maxPrice').optional(),
    inStock: z
      .enum(['1', 'true', '0', 'false'], { error: 'inStock must be 1, true, 0 or false' })
      .transform((value) => value === '1' || value === 'true')
      .optional(),
    /** Pages of a list in another order than newest first (which pages by cursor). */
    page: fromNumberText(
      wholeNumber('page')
        .min(1, { error: 'page must be at least 1' })
        .max(1000, { error: 'page must be at most 1000' }),
    ).optional(),
  })
  .refine((query) => (query.cursorCreatedAt === undefined) === (query.cursorId === undefined), {
    error: 'cursorCreatedAt and cursorId must be given together',
    path: ['cursorId'],
  })
  .refine((query) => query.sort === 'newest' || query.cursorId === undefined, {
    error: 'The cursor pages only the newest-first list; another sort pages with page',
    path: ['cursorId'],
  })
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    { error: 'minPrice must not be above maxPrice', path: ['minPrice'] },
  );
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const homeListQuerySchema = z.object({ limit: listLimitSchema(12), view: viewSchema });

export const productSearchQuerySchema = z.object({
  query: z
    .string({ error: 'query is required' })
    .max(1000, { error: 'query must be at most 1000 characters' }),
  limit: wholeNumber('limit')
    .min(1, { error: 'limit must be at least 1' })
    .max(50, { error: 'limit must be at most 50' })
    .default(20),
  view: viewSchema,
});

// ---- responses --------------------------------------------------------------------------------

export const productImageSchema = z.object({
  url: z.string(),
  order: z.number().int(),
  alt: z.string(),
  srcset: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const variantSchema = z.object({
  variant_id: z.number().int(),
  sku: z.string(),
  price: z.number(),
  discounted_price: z.number().nullable(),
  stock: z.number().int(),
  stock_quantity: z.number().int(),
  image_url: z.string().nullable(),
  image_srcset: z.string().nullable(),
  attributes: z.record(z.string(), z.string()),
});
export type Variant = z.infer<typeof variantSchema>;

export const priceRangeSchema = z.object({
  minPrice: z.number(),
  maxPrice: z.number(),
  hasVariants: z.boolean(),
});

export const productSchema = z.object({
  product_id: z.number().int(),
  id: z.number().int(),
  product_code: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** docs/catalogue.md#product-data: a number, or the text "min-max" when variant prices differ. */
  price: z.union([z.number(), z.string()]),
  stock: z.number().int(),
  stock_quantity: z.number().int(),
  base_stock: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  category_slug: z.string(),
  created_at: z.string(),
  is_best_seller: z.boolean(),
  is_flash_deal: z.boolean(),
  is_featured: z.boolean(),
  is_preferred: z.boolean(),
  free_shipping: z.boolean(),
  flash_deal_end: z.string().nullable(),
  discount_percentage: z.number().nullable(),
  discounted_price: z.number().nullable(),
  images: z.array(productImageSchema),
  image_url: z.string().nullable(),
  image_srcset: z.string().nullable(),
  variants: z.array(variantSchema),
  has_variants: z.boolean(),
  average_rating: z.number(),
  review_count: z.number().int(),
  items_sold: z.number().int(),
  weight_grams: z.number().int(),
  specs: z.record(z.string(), z.string()),
  priceRange: priceRangeSchema,
});
export type Product = z.infer<typeof productSchema>;

export const productCursorSchema = z.object({ createdAt: z.string(), id: z.number().int() });
export type ProductCursor = z.infer<typeof productCursorSchema>;

export const productListResponseSchema = z.object({
  products: z.array(productSchema),
  pagination: z.object({
    hasNextPage: z.boolean(),
    nextCursor: productCursorSchema.nullable(),
    /** The next page of a list sorted otherwise than newest first. */
    nextPage: z.number().int().nullable().optional(),
  }),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productArrayResponseSchema = z.object({ products: z.array(productSchema) });

/**
 * What a product card shows (the shop, category and home lists, search): no description HTML, no
 * gallery, variants or specifications. The same values as the whole product's fields of these names.
 */
export const productCardSchema = productSchema.pick({
  product_id: true,
  id: true,
  product_code: true,
  slug: true,
  name: true,
  price: true,
  stock: true,
  stock_quantity: true,
  category_id: true,
  category_name: true,
  category_slug: true,
  created_at: true,
  is_best_seller: true,
  is_flash_deal: true,
  is_featured: true,
  free_shipping: true,
  flash_deal_end: true,
  discount_percentage: true,
  discounted_price: true,
  image_url: true,
  image_srcset: true,
  has_variants: true,
  average_rating: true,
  review_count: true,
  items_sold: true,
  weight_grams: true,
  priceRange: true,
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productCardListResponseSchema = productListResponseSchema.extend({
  products: z.array(productCardSchema),
});
export type ProductCardListResponse = z.infer<typeof productCardListResponseSchema>;

export const productCardArrayResponseSchema = z.object({ products: z.array(productCardSchema) });

export const productImageResponseSchema = z.object({ url: z.string().nullable() });

export const categorySchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  description: z.string(),
  category_image: z.string().nullable(),
  /** The picture in every stored width, for `srcset`. */
  category_image_srcset: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  product_count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListResponseSchema = z.array(categorySchema);
