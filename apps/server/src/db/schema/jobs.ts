import { sql } from 'drizzle-orm';
import {
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

/**
 * The side-effect outbox (docs/decisions/009-safe-side-effects.md): what a flow must do outside the
 * database (an e-mail, a courier booking or cancellation), written in the flow's own transaction and
 * run by the job worker with retries.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 60 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 20 }).$type<JobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** When the job is due (again): now, or after the back-off of a failed attempt. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claimed job whose worker died is claimable again after this moment. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx').on(table.runAt, table.id).where(sql`${table.status} in ('pending', 'running')`),
    index('jobs_status_idx').on(table.status, table.id.desc()),
  ],
);

/**
 * An order request's Idempotency-Key, kept with the order it placed (docs/checkout-and-payment.md#placing-an-order):
 * the same key and body answer that order again; the key is per customer and expires.
 */
export const orderRequestKeys = pgTable(
  'order_request_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    /** SHA-256 of the request body, hex. */
    requestHash: char('request_hash', { length: 64 }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('order_request_keys_expiry_idx').on(table.expiresAt),
  ],
);
