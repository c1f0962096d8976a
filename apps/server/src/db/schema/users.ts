import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    username: varchar('username', { length: 40 }).notNull(),
    firstName: varchar('first_name', { length: 80 }).notNull().default(''),
    lastName: varchar('last_name', { length: 80 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }),
    // docs/accounts.md#text-messages: texts about cash-on-delivery orders, only when the customer asks.
    smsOptIn: boolean('sms_opt_in').notNull().default(false),
    // Null for accounts that only ever signed in with Google.
    passwordHash: text('password_hash'),
    googleId: varchar('google_id', { length: 64 }),
    userType: varchar('user_type', { length: 20 })
      .$type<'customer' | 'admin'>()
      .notNull()
      .default('customer'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Set when the customer deletes the account: the row stays, anonymised, for the shop's books.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_google_id_key').on(table.googleId),
    index('users_type_idx').on(table.userType),
  ],
);

/** docs/accounts.md#sessions: opaque session tokens, stored only as their SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: varchar('user_agent', { length: 300 }),
    ip: varchar('ip', { length: 64 }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/** Single-use e-mail verification and password reset tokens, stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).$type<'verify_email' | 'reset_password'>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_tokens_token_hash_key').on(table.tokenHash),
    index('user_tokens_user_purpose_idx').on(table.userId, table.purpose),
  ],
);

/** docs/accounts.md#shipping-addresses: codes and names of the PSGC hierarchy, one default per customer. */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientName: varchar('recipient_name', { length: 120 }),
    phone: varchar('phone', { length: 20 }),
    houseNumber: varchar('house_number', { length: 60 }).notNull(),
    building: varchar('building', { length: 120 }),
    streetName: varchar('street_name', { length: 120 }).notNull(),
    regionId: varchar('region_id', { length: 10 }).notNull(),
    region: varchar('region', { length: 120 }).notNull(),
    provinceId: varchar('province_id', { length: 10 }).notNull(),
    province: varchar('province', { length: 120 }).notNull(),
    cityId: varchar('city_id', { length: 10 }).notNull(),
    city: varchar('city', { length: 120 }).notNull(),
    barangayId: varchar('barangay_id', { length: 10 }).notNull(),
    barangay: varchar('barangay', { length: 120 }).notNull(),
    postcode: varchar('postcode', { length: 4 }).notNull(),
    country: varchar('country', { length: 2 }).notNull().default('PH'),
    addressType: varchar('address_type', { length: 10 })
      .$type<'home' | 'work' | 'other'>()
      .notNull()
      .default('home'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shipping_addresses_user_idx').on(table.userId),
    // At most one default per customer, enforced by the database itself.
    uniqueIndex('shipping_addresses_one_default_key').on(table.userId).where(sql`${table.isDefault}`),
  ],
);
