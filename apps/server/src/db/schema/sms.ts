import type { SMS_KINDS } from '@fengshui/shared/sms';
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

export type SmsKind = (typeof SMS_KINDS)[number];

/**
 * Every text message the shop sends (docs/orders-and-delivery.md#text-messages): written in the order
 * flow's transaction, handed to the SMS gateway by the job worker; without a gateway this is where they
 * are read (/admin/sms).
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 16 }).notNull(),
    text: varchar('text', { length: 320 }).notNull(),
    kind: varchar('kind', { length: 30 }).$type<SmsKind>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    providerMessageId: varchar('provider_message_id', { length: 100 }),
    error: text('error'),
  },
  (table) => [index('sms_outbox_created_idx').on(table.createdAt.desc(), table.id.desc())],
);
