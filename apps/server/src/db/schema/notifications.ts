import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A customer's notification (docs/orders-and-delivery.md#notifications); unread while read_at is null. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    message: text('message').notNull(),
    link: varchar('link', { length: 300 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The dropdown pages newest first by id (before_id), per customer.
    index('notifications_user_idx').on(table.userId, table.id.desc()),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
);
