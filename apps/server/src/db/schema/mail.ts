import { boolean, index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every e-mail the shop sends; with no SMTP_URL this is where they are read (/admin/mail). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    // A link that signs its holder in or changes the password (verification, reset): shown and kept
    // only while no mail server delivers it (integrations/mail/mailer.ts).
    carriesAccountLink: boolean('carries_account_link').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt.desc(), table.id.desc())],
);
