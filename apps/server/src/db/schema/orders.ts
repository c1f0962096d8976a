import type { OrderStatus, PaymentStatus } from '@fengshui/shared/order-status';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalog.ts';
import { users } from './users.ts';

export type { OrderStatus, PaymentStatus } from '@fengshui/shared/order-status';

/** An order as placed: money in centavos, prices as charged, the address as it was at the time. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderCode: varchar('order_code', { length: 20 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 20 }).$type<OrderStatus>().notNull(),
    paymentMethod: varchar('payment_method', { length: 20 }).$type<'dragonpay' | 'cod'>().notNull(),
    paymentStatus: varchar('payment_status', { length: 20 }).$type<PaymentStatus>().notNull(),
    subtotalCentavos: integer('subtotal_centavos').notNull(),
    shippingFeeCentavos: integer('shipping_fee_centavos').notNull(),
    productDiscountCentavos: integer('product_discount_centavos').notNull().default(0),
    shippingDiscountCentavos: integer('shipping_discount_centavos').notNull().default(0),
    totalCentavos: integer('total_centavos').notNull(),
    voucherCode: varchar('voucher_code', { length: 40 }),
    recipientName: varchar('recipient_name', { length: 120 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    // The shipping address, copied: later edits of the address book do not move a placed order.
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>().notNull(),
    // The address's place, copied out of it by the database so that the insights' sales by place read
    // an index alone (docs/admin.md#insights): the PSGC codes, and the names it was written with.
    shipRegionId: text('ship_region_id').generatedAlwaysAs(sql`shipping_address->>'region_id'`),
    shipProvinceId: text('ship_province_id').generatedAlwaysAs(sql`shipping_address->>'province_id'`),
    shipRegion: text('ship_region').generatedAlwaysAs(sql`nullif(shipping_address->>'region', '')`),
    shipProvince: text('ship_province').generatedAlwaysAs(sql`nullif(shipping_address->>'province', '')`),
    weightGrams: integer('weight_grams').notNull(),
    trackingNumber: varchar('tracking_number', { length: 40 }),
    // The courier that holds the booking (ninjavan or sandbox).
    courier: varchar('courier', { length: 20 }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    // The 7-day return window runs from delivery; the auto-completion job reads it.
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_code_key').on(table.orderCode),
    index('orders_user_idx').on(table.userId, table.createdAt.desc()),
    index('orders_status_idx').on(table.status),
    // The orders of the last hours, newest first (the social-proof ticker, docs/content.md#social-proof).
    index('orders_created_idx').on(table.createdAt),
    // The insights' orders of a range with everything their passes read (docs/admin.md#insights).
    index('orders_created_sale_idx').on(
      table.createdAt,
      table.status,
      table.id,
      table.userId,
      table.totalCentavos,
      table.paymentMethod,
      table.paymentStatus,
      table.shipRegionId,
      table.shipProvinceId,
      table.shipRegion,
      table.shipProvince,
    ),
    uniqueIndex('orders_tracking_number_key').on(table.trackingNumber),
    check('orders_total_not_negative', sql`${table.totalCentavos} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id').references(() => productVariants.id),
    productName: varchar('product_name', { length: 200 }).notNull(),
    productCode: varchar('product_code', { length: 30 }).notNull(),
    sku: varchar('sku', { length: 60 }),
    variantAttributes: jsonb('variant_attributes').$type<Record<string, string>>(),
    imageKey: varchar('image_key', { length: 200 }),
    unitPriceCentavos: integer('unit_price_centavos').notNull(),
    quantity: integer('quantity').notNull(),
    // The order's created_at, copied (an order's placing time never changes): the insights read a
    // range's lines by it instead of every line of every order (docs/admin.md#insights).
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    // A product's latest purchases (the social-proof ticker, docs/content.md#social-proof).
    index('order_items_product_idx').on(table.productId),
    // The lines of a range of days with what the insights sum (docs/admin.md#insights).
    index('order_items_placed_sale_idx').on(
      table.placedAt,
      table.orderId,
      table.productId,
      table.quantity,
      table.unitPriceCentavos,
    ),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** Every status an order passes through, with when and who (docs/orders-and-delivery.md#order-statuses). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).$type<OrderStatus>().notNull(),
    actor: varchar('actor', { length: 60 }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.createdAt)],
);

/** A daily counter behind the readable order codes (FS-YYMMDD-NNNNN). */
export const orderCodeCounters = pgTable('order_code_counters', {
  day: varchar('day', { length: 6 }).primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** One payment attempt of an order: the gateway transaction (Dragonpay txnid) or cash on delivery. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 20 }).$type<'dragonpay' | 'cod'>().notNull(),
    status: varchar('status', { length: 20 }).$type<PaymentStatus>().notNull(),
    amountCentavos: integer('amount_centavos').notNull(),
    txnId: varchar('txn_id', { length: 40 }).notNull(),
    referenceNumber: varchar('reference_number', { length: 60 }),
    providerStatus: varchar('provider_status', { length: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_txn_id_key').on(table.txnId),
    index('payments_order_idx').on(table.orderId),
  ],
);

/**
 * What the courier says happened to a parcel (webhooks, tracking pulls, or the sandbox as the admin
 * moves the order). `dedupeKey` makes a repeated webhook a no-op.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    trackingNumber: varchar('tracking_number', { length: 40 }).notNull(),
    status: varchar('status', { length: 80 }).notNull(),
    description: text('description').notNull(),
    location: varchar('location', { length: 200 }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    source: varchar('source', { length: 20 }).notNull(),
    dedupeKey: varchar('dedupe_key', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tracking_events_dedupe_key').on(table.dedupeKey),
    index('tracking_events_order_idx').on(table.orderId, table.occurredAt),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The waybill PDF of a booking, kept because Ninja Van rate-limits the waybill call (docs/integrations/ninjavan.md#waybill).
 * In the database rather than the media folder: it carries a customer's address and /media is public.
 */
export const orderWaybills = pgTable('order_waybills', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  trackingNumber: varchar('tracking_number', { length: 40 }).notNull(),
  pdf: bytea('pdf').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
