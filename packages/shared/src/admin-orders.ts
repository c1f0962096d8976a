import { z } from 'zod';
import { ORDER_STATUS_GROUP_IDS, ORDER_VIEW_IDS } from './admin-order-views.ts';
import { fromNumberText } from './number-text.ts';
import { orderReadSchema, trackingEventSchema } from './order-read.ts';
import { ORDER_STATUSES } from './order-status.ts';

// The owner's order desk (docs/admin.md#order-desk): list, detail, the allowed moves, courier booking, COD collection.

export const ADMIN_ORDER_PAGE_SIZE = 25;

export const adminOrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }).optional(),
  /** A status tab (several statuses) and a saved view (the work waiting, oldest first). */
  group: z.enum(ORDER_STATUS_GROUP_IDS, { error: 'Unknown status group' }).optional(),
  view: z.enum(ORDER_VIEW_IDS, { error: 'Unknown view' }).optional(),
  q: z.string().trim().max(80).optional(),
  page: fromNumberText(z.number().int().min(1).max(10_000)).prefault(1),
  limit: fromNumberText(z.number().int().min(1).max(100)).prefault(ADMIN_ORDER_PAGE_SIZE),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderRowSchema = z.object({
  order_id: z.number().int(),
  order_code: z.string(),
  order_status: z.string(),
  payment_status: z.string(),
  payment_method: z.enum(['dragonpay', 'cod']),
  customer_name: z.string(),
  customer_email: z.string(),
  item_count: z.number().int(),
  total_price: z.number(),
  tracking_number: z.string().nullable(),
  created_at: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListResponseSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  /** How many orders wait in each status, for the filter chips. */
  status_counts: z.record(z.string(), z.number().int()),
  /** How many orders each saved view holds (the same search applies). */
  view_counts: z.record(z.string(), z.number().int()),
});

export const adminOrderDetailSchema = z.object({
  order: orderReadSchema,
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  history: z.array(
    z.object({ status: z.string(), actor: z.string(), note: z.string().nullable(), created_at: z.string() }),
  ),
  payments: z.array(
    z.object({
      transaction_id: z.string(),
      method: z.string(),
      status: z.string(),
      amount: z.number(),
      reference_number: z.string().nullable(),
      provider_status: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
  tracking_events: z.array(trackingEventSchema),
  courier: z.string(),
  next_statuses: z.array(z.string()),
  can_book_courier: z.boolean(),
  /** Whether "Mark as packed and hand to courier" can take it to Shipped from here. */
  can_hand_to_courier: z.boolean(),
  can_cancel: z.boolean(),
  can_mark_cod_collected: z.boolean(),
  can_mark_refunded: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }),
  note: z.string().trim().max(500).optional(),
});

export const adminOrderNoteSchema = z.object({ note: z.string().trim().max(500).optional() }).default({});

export const adminOrderActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  detail: adminOrderDetailSchema,
});
