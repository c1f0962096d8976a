import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type ContentStatus = 'draft' | 'published';

/** Blog posts (docs/content.md#blog); the HTML is sanitised when saved. */
export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 160 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    category: varchar('category', { length: 60 }).notNull(),
    excerpt: text('excerpt').notNull().default(''),
    contentHtml: text('content_html').notNull().default(''),
    coverImageKey: varchar('cover_image_key', { length: 200 }),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull().defaultNow(),
    status: varchar('status', { length: 12 }).$type<ContentStatus>().notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B')`,
    ),
  },
  (table) => [
    uniqueIndex('blogs_slug_key').on(table.slug),
    index('blogs_published_idx').on(table.status, table.publishDate.desc()),
    index('blogs_category_idx').on(table.category, table.publishDate.desc()),
    index('blogs_search_idx').using('gin', table.searchVector).with({ fastupdate: false }),
  ],
);

/** The admin-managed FAQs, appended after the built-in ones (docs/content.md#faq). */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    answerHtml: text('answer_html').notNull(),
    category: varchar('category', { length: 30 }).notNull(),
    position: integer('position').notNull().default(0),
    publishDate: timestamp('publish_date', { withTimezone: true }),
    status: varchar('status', { length: 12 }).$type<ContentStatus>().notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('faqs_category_idx').on(table.category, table.position)],
);

/** One row per sign of the Chinese zodiac: the guide and the horoscope texts. */
export const zodiacs = pgTable(
  'zodiacs',
  {
    sign: varchar('sign', { length: 10 }).primaryKey(),
    name: varchar('name', { length: 40 }).notNull(),
    overview: text('overview').notNull().default(''),
    career: text('career').notNull().default(''),
    health: text('health').notNull().default(''),
    love: text('love').notNull().default(''),
    color: varchar('color', { length: 200 }).notNull().default(''),
    number: varchar('number', { length: 100 }).notNull().default(''),
    daily: text('daily').notNull().default(''),
    weekly: text('weekly').notNull().default(''),
    monthly: text('monthly').notNull().default(''),
    status: varchar('status', { length: 12 }).$type<ContentStatus>().notNull().default('published'),
    // Saving the horoscope texts moves this; a customer who has not read since sees the chest animation.
    contentUpdatedAt: timestamp('content_updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'zodiacs_sign_known',
      sql`${table.sign} in ('rat','ox','tiger','rabbit','dragon','snake','horse','goat','monkey','rooster','dog','pig')`,
    ),
  ],
);

/** When a customer last read a sign's horoscope (is_read). */
export const zodiacReads = pgTable(
  'zodiac_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sign: varchar('sign', { length: 10 })
      .notNull()
      .references(() => zodiacs.sign, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.sign] })],
);

/** Care and placement guides of the product types, each with its PDF. */
export const productGuides = pgTable(
  'product_guides',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    category: varchar('category', { length: 80 }).notNull(),
    previewImageKey: varchar('preview_image_key', { length: 200 }),
    pdfKey: varchar('pdf_key', { length: 200 }),
    position: integer('position').notNull().default(0),
    status: varchar('status', { length: 12 }).$type<ContentStatus>().notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
    ),
  },
  (table) => [
    index('product_guides_position_idx').on(table.position),
    index('product_guides_search_idx').using('gin', table.searchVector).with({ fastupdate: false }),
  ],
);

/**
 * The publications that really wrote about the shop (docs/content.md#press-mentions), entered by the
 * owner; the home page's "As featured in" strip shows them in the owner's order, or nothing at all.
 */
export const pressMentions = pgTable(
  'press_mentions',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    logoUrl: varchar('logo_url', { length: 500 }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('press_mentions_position_idx').on(table.position, table.id)],
);
