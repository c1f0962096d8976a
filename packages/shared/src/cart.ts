import { z } from 'zod';
import { CART_QUANTITY_MAX, ROW_ID_MAX } from './constants.ts';
import { fromNumberText } from './number-text.ts';

// docs/cart.md#server-cart: a quantity is a whole number from 1 to 99 (and never more than the stock).
const quantityField = z
  .number({ error: 'Quantity must be a number' })
  .int({ error: 'Quantity must be a whole number' })
  .min(1, { error: 'Quantity must be at least 1' })
  .max(CART_QUANTITY_MAX, { error: `Quantity must be at most ${CART_QUANTITY_MAX}` });

const idField = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int({ error: `${label} must be a whole number` })
    .positive({ error: `${label} must be a positive whole number` })
    .max(ROW_ID_MAX, { error: `${label} is too large` });

export const addToCartSchema = z.object({
  product_id: idField('Product ID'),
  variant_id: idField('Variant ID').nullable().optional(),
  quantity: quantityField,
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

export const updateCartQuantitySchema = z.object({ quantity: quantityField });

export const cartLineParamsSchema = z.object({
  cart_id: fromNumberText(
    z
      .number({ error: 'Cart line id must be a number' })
      .int({ error: 'Cart line id must be a whole number' })
      .positive({ error: 'Cart line id must be a positive whole number' })
      .max(ROW_ID_MAX, { error: 'Cart line id is too large' }),
  ),
});

export const cartSelectionSchema = z.object({
  selected: z.boolean({ error: 'selected must be true or false' }),
});

export const cartLineIdsSchema = z.object({
  cart_ids: z
    .array(idField('Cart line id'), { error: 'cart_ids must be a list of cart line ids' })
    .min(1, { error: 'No items selected for removal' })
    .max(200, { error: 'Too many cart lines at once' }),
});

/** A guest's lines, merged into the server cart after sign-in (docs/cart.md#merge-on-sign-in). */
export const mergeCartSchema = z.object({
  items: z
    .array(
      z.object({
        product_id: idField('Product ID'),
        variant_id: idField('Variant ID').nullable().optional(),
        quantity: z.number().int().min(1).max(10_000),
      }),
    )
    .max(200, { error: 'Too many cart lines at once' }),
});
export type MergeCartInput = z.infer<typeof mergeCartSchema>;

/** docs/cart.md#server-cart: every field and alias the cart and checkout read. */
export const cartLineSchema = z.object({
  cart_id: z.number().int(),
  product_id: z.number().int(),
  id: z.number().int(),
  variant_id: z.number().int().nullable(),
  product_name: z.string(),
  name: z.string(),
  product_code: z.string(),
  sku: z.string().nullable(),
  price: z.number(),
  original_price: z.number(),
  discount_percentage: z.number(),
  discounted_price: z.number(),
  quantity: z.number().int(),
  stock: z.number().int(),
  stock_quantity: z.number().int(),
  image_url: z.string().nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  variant_attributes: z.record(z.string(), z.string()).nullable(),
  category_id: z.number().int(),
  category_name: z.string(),
  weight_grams: z.number().int(),
  free_shipping: z.boolean(),
  selected: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartResponseSchema = z.object({ items: z.array(cartLineSchema) });
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const mergeCartResponseSchema = z.object({
  items: z.array(cartLineSchema),
  /** Guest lines that could not be added in full (stock, the 99 limit, or a product gone). */
  adjustments: z.array(
    z.object({
      product_id: z.number().int(),
      variant_id: z.number().int().nullable(),
      name: z.string().nullable(),
      requested: z.number().int(),
      added: z.number().int(),
    }),
  ),
});

export { CART_MESSAGES } from './cart-messages.ts';
