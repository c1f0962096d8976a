import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Secrets this installation made for itself on its first start (the sandboxes' signing secrets when none
 * is configured), so that no signing secret is ever a string in the source (docs/architecture.md#security).
 */
export const instanceSecrets = pgTable('instance_secrets', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
