import { z } from 'zod';
import { ROW_ID_MAX } from './constants.ts';
import { fromNumberText } from './number-text.ts';
import { ORDER_PAGE_SIZE, ORDER_TAB_IDS, TRACKING_ID_MIN_LENGTH } from './order-status.ts';

const INVALID_TRACKING_MESSAGE = 'Invalid tracking ID. Tracking ID must be at least 9 characters long.';

// docs/orders-and-delivery.md#order-detail, and the calls of
// docs/orders-and-delivery.md#api. Money in pesos; dates as ISO strings.

export const orderItemReadSchema = z.object({
  product_id: z.number().int(),
  variant_id: z.number().int().nullable(),
  product_name: z.string(),
  product_code: z.string(),
  variant_attributes: z.record(z.string(), z.string()).nullable(),
  price: z.number(),
  quantity: z.number().int(),
  image_url: z.string().nullable(),
});
export type OrderItemRead = z.infer<typeof orderItemReadSchema>;

export const orderReadSchema = z.object({
  order_id: z.number().int(),
  order_code: z.string(),
  order_status: z.string(),
  payment_status: z.string(),
  payment_method: z.enum(['dragonpay', 'cod']),
  created_at: z.string(),
  updated_at: z.string(),
  item_count: z.number().int(),
  subtotal: z.number(),
  total_product_price: z.number(),
  shipping_fee: z.number(),
  total_shipping_fee: z.number(),
  product_discount: z.number(),
  shipping_discount: z.number(),
  total_price: z.number(),
  voucher_code: z.string().nullable(),
  tracking_number: z.string().nullable(),
  shipping_status: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string(),
  shipping: z.object({ name: z.string(), phone: z.string(), email: z.string(), address: z.string() }),
  shipping_address: z.record(z.string(), z.string()),
  address: z.string(),
  payment: z.object({
    payment_method: z.enum(['dragonpay', 'cod']),
    payment_status: z.string(),
    reference_number: z.string().nullable(),
    transaction_id: z.string().nullable(),
  }),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  items: z.array(orderItemReadSchema),
});
export type OrderRead = z.infer<typeof orderReadSchema>;

export const orderListQuerySchema = z.object({
  tab: z.enum(ORDER_TAB_IDS, { error: 'Unknown order tab' }).default('all'),
  page: fromNumberText(z.number().int().min(1).max(10_000)).prefault(1),
  limit: fromNumberText(z.number().int().min(1).max(50)).prefault(ORDER_PAGE_SIZE),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderListResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(orderReadSchema),
  page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});

export const orderResponseSchema = z.object({ success: z.literal(true), order: orderReadSchema });

export const orderActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderReadSchema,
});

export const orderIdParamsSchema = z.object({
  orderId: fromNumberText(z.number({ error: 'Order not found.' }).int().positive().max(ROW_ID_MAX)),
});

export const cancelOrderSchema = z.object({ reason: z.string().trim().max(300).optional() }).default({});

/** Checked by the routes themselves, so the rule's sentence is the whole message (docs/orders-and-delivery.md#cancelling). */
export const trackingIdParamsSchema = z.object({ trackingId: z.string().max(200) });

export function isValidTrackingId(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length >= TRACKING_ID_MIN_LENGTH && trimmed.length <= 40;
}

export const trackingEventSchema = z.object({
  status: z.string(),
  date: z.string(),
  location: z.string().nullable(),
  description: z.string(),
});

export const trackingResponseSchema = z.object({
  success: z.literal(true),
  tracking_number: z.string(),
  order_id: z.number().int(),
  order_code: z.string(),
  status: z.string(),
  courier: z.string(),
  events: z.array(trackingEventSchema),
});
export type TrackingResponse = z.infer<typeof trackingResponseSchema>;

/** DELETE /delivery/ninjavan/orders/{trackingId} reads message, data and details (docs/orders-and-delivery.md#api). */
export const courierCancelResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ order_id: z.number().int(), tracking_number: z.string(), status: z.string() }),
  details: z.string().nullable(),
});

export const ORDER_MESSAGES_READ = {
  notFound: 'Order not found.',
  cancelled: 'Order cancelled successfully',
  cancelledRefund: 'Order cancelled successfully. Your payment will be refunded within 3-5 business days.',
  received: 'Thank you! Your order is now completed.',
  notDelivered: 'Only delivered orders can be marked as received.',
  noTracking: 'No tracking number found for this order. Please contact support.',
  invalidTracking: INVALID_TRACKING_MESSAGE,
  trackingNotFound: 'Order not found.',
} as const;
