import { z } from 'zod';

// The owner's morning dashboard (docs/admin.md#dashboard): what sold, what waits to be done, the newest orders and the
// products running out, in one call (GET /api/admin/dashboard).

/** The storefront shows "low stock" at 5 or fewer (catalog/logic/stock-label.ts); the owner sees the same. */
export const ADMIN_LOW_STOCK_THRESHOLD = 5;
export const DASHBOARD_LIST_LENGTH = 5;

/**
 * Orders placed since `since` (a Manila calendar day, YYYY-MM-DD) that count as sales: neither cancelled
 * nor returned, and not an online order still awaiting payment.
 */
export const salesFigureSchema = z.object({
  since: z.string(),
  order_count: z.number().int(),
  total: z.number(),
});
export type SalesFigure = z.infer<typeof salesFigureSchema>;

/**
 * Orders waiting for one kind of work: how many, what they come to, and how many sit in each status, so
 * the link can open the order desk on the status where the work is.
 */
export const orderTaskSchema = z.object({
  count: z.number().int(),
  total: z.number(),
  by_status: z.record(z.string(), z.number().int()),
});
export type OrderTask = z.infer<typeof orderTaskSchema>;

export const dashboardOrderSchema = z.object({
  order_id: z.number().int(),
  order_code: z.string(),
  customer_name: z.string(),
  total_price: z.number(),
  order_status: z.string(),
  payment_status: z.string(),
  created_at: z.string(),
});
export type DashboardOrder = z.infer<typeof dashboardOrderSchema>;

export const dashboardProductSchema = z.object({
  product_id: z.number().int(),
  product_code: z.string(),
  name: z.string(),
  /** For a product with variants, the sum of its variants' stock. */
  stock: z.number().int(),
  has_variants: z.boolean(),
});
export type DashboardProduct = z.infer<typeof dashboardProductSchema>;

export const adminDashboardSchema = z.object({
  /** Manila's calendar day the figures are for (YYYY-MM-DD). */
  today: z.string(),
  sales: z.object({
    today: salesFigureSchema,
    /** Since Monday. */
    week: salesFigureSchema,
    month: salesFigureSchema,
  }),
  to_do: z.object({
    /** Paid (or COD) orders not yet handed to the courier, without a tracking number. */
    awaiting_courier_booking: orderTaskSchema,
    /** processing and for_packing. */
    to_pack: orderTaskSchema,
    /** packed, for_shipping and ready_to_ship: waiting for the courier's pick-up. */
    to_hand_over: orderTaskSchema,
    /** Online orders whose payment has not arrived (pending_payment). */
    unpaid_online: orderTaskSchema,
    /** Payment status refund_due: the customer paid for an order that was cancelled or returned. */
    refunds_due: orderTaskSchema,
    /** Delivered cash-on-delivery orders whose cash the courier has not yet remitted. */
    cod_to_collect: orderTaskSchema,
    new_messages: z.number().int(),
    /** Active products with ADMIN_LOW_STOCK_THRESHOLD or fewer in stock, sold-out ones included. */
    low_stock_products: z.number().int(),
  }),
  latest_orders: z.array(dashboardOrderSchema),
  /** The active products with the least stock, fewest first. */
  lowest_stock_products: z.array(dashboardProductSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
