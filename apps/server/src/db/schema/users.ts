import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

// The accounts issue grows this table (verification, profile, addresses); the foundation needs the admin.
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    username: varchar('username', { length: 40 }).notNull(),
    firstName: varchar('first_name', { length: 80 }).notNull().default(''),
    lastName: varchar('last_name', { length: 80 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }),
    passwordHash: text('password_hash'),
    userType: varchar('user_type', { length: 20 })
      .$type<'customer' | 'admin'>()
      .notNull()
      .default('customer'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${table.username})`),
    index('users_type_idx').on(table.userType),
  ],
);
