import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { users } from './users.ts';

export type MessageKind = 'contact' | 'appointment';
export type MessageStatus = 'new' | 'replied' | 'closed';

/** Contact and appointment requests, kept for the admin inbox (and e-mailed to the shop). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 12 }).$type<MessageKind>().notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    status: varchar('status', { length: 10 }).$type<MessageStatus>().notNull().default('new'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_inbox_idx').on(table.status, table.createdAt.desc())],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${table.email})`)],
);

/** One review per customer and product (docs/catalogue.md#reviews), after a delivered order. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_product_user_key').on(table.productId, table.userId),
    index('reviews_product_idx').on(table.productId, table.createdAt.desc()),
    index('reviews_recent_idx').on(table.createdAt.desc()),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);
