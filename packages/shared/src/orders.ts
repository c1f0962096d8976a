import { z } from 'zod';
import { CART_MESSAGES } from './cart-messages.ts';
import { CHECKOUT_QUANTITY_MAX, ORDER_LINES_MAX, ROW_ID_MAX } from './constants.ts';
import { isPhilippineMobile, normalisePhone, PHONE_MESSAGE } from './phone.ts';
import { ADDRESS_LINE_MAX } from './users.ts';

export const PAYMENT_METHODS = ['dragonpay', 'cod'] as const;

const text = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${message.split(' is ')[0]} is too long` });

/** docs/checkout-and-payment.md#placing-an-order; the server re-reads every price and total itself. */
export const orderCreateSchema = z.object({
  user_id: z.unknown().optional(),
  items: z
    .array(
      z.object({
        product_id: z.number({ error: 'product_id is required' }).int().positive().max(ROW_ID_MAX),
        variant_id: z.number().int().positive().max(ROW_ID_MAX).nullable().optional(),
        quantity: z
          .number({ error: 'Quantity must be a number' })
          .int({ error: 'Quantity must be a whole number' })
          .min(1, { error: 'Quantity must be at least 1' })
          .max(CHECKOUT_QUANTITY_MAX, { error: `Quantity must be at most ${CHECKOUT_QUANTITY_MAX}` }),
        // The price the shopper saw: compared with today's price, never charged.
        price: z.number({ error: 'price must be a number' }).min(0).max(10_000_000),
        variant_attributes: z.record(z.string(), z.string()).nullable().optional(),
      }),
      { error: 'No items selected for order' },
    )
    .min(1, { error: 'No items selected for order' })
    .max(ORDER_LINES_MAX, { error: CART_MESSAGES.tooManyForOneOrder }),
  subtotal: z.number().min(0).optional(),
  shipping_fee: z.number().min(0).optional(),
  total_amount: z.number().min(0).optional(),
  shipping_details: z.object(
    {
      name: text('Recipient name is required for checkout', 120),
      phone: z
        .string({ error: 'Mobile number is required for checkout' })
        .trim()
        .min(1, { error: 'Mobile number is required for checkout' })
        .max(20, { error: PHONE_MESSAGE })
        .refine(isPhilippineMobile, { error: PHONE_MESSAGE })
        .transform(normalisePhone),
      email: z.email({ error: 'Please enter a valid email address' }).max(254).optional(),
      address: z.string().max(ADDRESS_LINE_MAX).optional(),
      barangay: z.string().max(120).optional(),
      city: z.string().max(120).optional(),
      state: z.string().max(120).optional(),
      region: z.string().max(120).optional(),
      postal_code: z.string().max(10).optional(),
    },
    { error: 'Shipping address and phone number are required' },
  ),
  // The saved address to ship to; the default address when left out.
  shipping_address_id: z.number().int().positive().max(ROW_ID_MAX).optional(),
  payment_method: z
    .enum(PAYMENT_METHODS, { error: 'Payment method must be dragonpay or cod' })
    .default('dragonpay'),
  voucher_code: z.string().trim().max(40).nullable().optional(),
});
export type OrderCreateInput = z.infer<typeof orderCreateSchema>;

/**
 * docs/checkout-and-payment.md#placing-an-order: one key per checkout attempt. The same key with the
 * same body answers the order it placed; with another body it is refused.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const orderCreateHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .trim()
    .min(8, { error: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores' })
    .max(100, { error: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores' })
    .regex(/^[A-Za-z0-9_-]+$/, {
      error: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores',
    })
    .optional()
    .describe('One key per checkout attempt: a retry with it answers the same order instead of a second one'),
});

export const placedOrderSchema = z.object({
  order_id: z.number().int(),
  order_code: z.string(),
  order_status: z.string(),
  payment_status: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  subtotal: z.number(),
  shipping_fee: z.number(),
  product_discount: z.number(),
  shipping_discount: z.number(),
  total_amount: z.number(),
  total_price: z.number(),
  item_count: z.number().int(),
  created_at: z.string(),
});

export const orderCreateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: placedOrderSchema,
});

export const ORDER_MESSAGES = {
  placed: 'Order placed successfully',
  notServiceable:
    'Cannot proceed with checkout. The delivery address is not serviceable by our shipping partner.',
  addressRequired: 'Shipping address and phone number are required',
  priceChanged: 'The price of some items has changed. Please review your order.',
  keyReused:
    'This checkout was already used for a different order. Please review your order and place it again.',
  keyInProgress: 'This order is still being placed. Please wait a moment and try again.',
} as const;

/** docs/checkout-and-payment.md#api: the checkout's shipping estimate; codes are used when given, names otherwise. */
export const shippingEstimateSchema = z.object({
  address1: z.string().max(ADDRESS_LINE_MAX).optional(),
  city: z.string().trim().max(120).optional(),
  city_id: z.string().trim().max(10).optional(),
  state: z.string().trim().max(120).optional(),
  region_id: z.string().trim().max(10).optional(),
  postcode: z.string().trim().max(10).optional(),
  country: z.literal('PH', { error: 'We deliver only within the Philippines' }).default('PH'),
  weight: z.number().positive().max(1000).optional(),
  dimensions: z
    .object({ length: z.number().positive(), width: z.number().positive(), height: z.number().positive() })
    .partial()
    .optional(),
  item_count: z.number().int().min(1).max(999).optional(),
});
export type ShippingEstimateInput = z.infer<typeof shippingEstimateSchema>;

export const shippingEstimateResponseSchema = z.object({
  success: z.boolean(),
  estimatedFee: z.number(),
  weight: z.number(),
  zone: z.string().nullable(),
  error: z.string().nullable(),
});
