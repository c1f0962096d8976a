import { sql } from 'drizzle-orm';
import {
  check,
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
import { orders } from './orders.ts';
import { users } from './users.ts';

export type PromotionType = 'percentage' | 'fixed' | 'free_shipping';

/**
 * Who made the code: the owner on the promotions desk, or the newsletter (one single-use welcome code
 * per subscriber, docs/admin.md#promotions). The desk lists only the owner's, so thousands of welcome codes do not bury them.
 */
export const PROMOTION_SOURCES = ['owner', 'newsletter'] as const;
export type PromotionSource = (typeof PROMOTION_SOURCES)[number];

/** docs/checkout-and-payment.md#promotions: code, type, minimum order, validity window, usage limits, optional scope. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    type: varchar('type', { length: 20 }).$type<PromotionType>().notNull(),
    // Percent (1-100) for percentage codes, centavos for fixed ones, unused for free shipping.
    value: integer('value').notNull().default(0),
    minOrderCentavos: integer('min_order_centavos').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    totalLimit: integer('total_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    status: varchar('status', { length: 10 }).$type<'active' | 'paused'>().notNull().default('active'),
    productIds: jsonb('product_ids').$type<number[]>(),
    categoryIds: jsonb('category_ids').$type<number[]>(),
    source: text('source', { enum: PROMOTION_SOURCES }).notNull().default('owner'),
    // A newsletter welcome code is the subscriber's own: only the account with this e-mail may use it.
    onlyForEmail: varchar('only_for_email', { length: 254 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotions_code_key').on(sql`upper(${table.code})`),
    check(
      'promotions_used_within_limit',
      sql`${table.totalLimit} is null or ${table.usedCount} <= ${table.totalLimit}`,
    ),
    check('promotions_source_known', sql`${table.source} in ('owner', 'newsletter')`),
    // The desk's list: the owner's codes, newest first.
    index('promotions_source_created_idx').on(table.source, table.createdAt.desc(), table.id.desc()),
  ],
);

export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotion_redemptions_order_key').on(table.orderId),
    index('promotion_redemptions_user_idx').on(table.promotionId, table.userId),
  ],
);
