import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    code: varchar('code', { length: 10 }),
    description: text('description').notNull().default(''),
    imageKey: varchar('image_key', { length: 200 }),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('categories_slug_key').on(table.slug),
    index('categories_parent_idx').on(table.parentId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 160 }).notNull(),
    productCode: varchar('product_code', { length: 30 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    // Money is integer centavos (docs/architecture.md#money-and-dates). For variant products these mirror the cheapest variant
    // and the summed stock, kept in step by the catalogue service.
    priceCentavos: integer('price_centavos').notNull(),
    stock: integer('stock').notNull().default(0),
    baseStock: integer('base_stock').notNull().default(0),
    hasVariants: boolean('has_variants').notNull().default(false),
    isBestSeller: boolean('is_best_seller').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPreferred: boolean('is_preferred').notNull().default(false),
    freeShipping: boolean('free_shipping').notNull().default(false),
    isFlashDeal: boolean('is_flash_deal').notNull().default(false),
    flashDealEnd: timestamp('flash_deal_end', { withTimezone: true }),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }),
    itemsSold: integer('items_sold').notNull().default(0),
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    weightGrams: integer('weight_grams').notNull().default(500),
    specs: jsonb('specs').$type<Record<string, string>>().notNull().default({}),
    status: varchar('status', { length: 20 }).$type<'active' | 'archived'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
  },
  (table) => [
    uniqueIndex('products_slug_key').on(table.slug),
    uniqueIndex('products_code_key').on(table.productCode),
    // Serve the paged list (newest first, cursor created_at,id), overall and per category. NULLS FIRST
    // matches a plain "order by created_at desc", without which the planner sorts the whole table.
    index('products_list_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'active'`),
    index('products_category_list_idx')
      .on(table.categoryId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'active'`),
    // fastupdate off: PGlite never vacuums, and a long GIN pending list is read on every search.
    index('products_search_idx').using('gin', table.searchVector).with({ fastupdate: false }),
    // Stock never goes below nothing: an order's stock update that would take more than is left fails
    // here and rolls its order back (modules/catalog/stock.ts, migration 0021).
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    position: integer('position').notNull().default(0),
    alt: varchar('alt', { length: 200 }).notNull().default(''),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.position)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: varchar('sku', { length: 60 }).notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    priceCentavos: integer('price_centavos').notNull(),
    stock: integer('stock').notNull().default(0),
    imageKey: varchar('image_key', { length: 200 }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('product_variants_sku_key').on(table.sku),
    index('product_variants_product_idx').on(table.productId, table.position),
    check('product_variants_stock_not_negative', sql`${table.stock} >= 0`),
  ],
);

/**
 * Every word of every product name, kept by a trigger (migration 0002). A typed word is corrected
 * against this small table with a trigram index, then the search runs on the full-text index alone.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`).with({ fastupdate: false }),
]);

/**
 * Products whose stock or sold count changed and that the app instances have not yet been told about
 * (migration 0019). A sale's stock update lands here instead of notifying at its commit, where every
 * notifying commit of the database waits for the one before it; each instance empties it every
 * tenth of a second with one coalesced `catalog_changed` notification (docs/decisions/008-api-performance.md).
 * No key and no index: rows are only ever inserted, and taken all at once.
 */
export const catalogStockChanges = pgTable('catalog_stock_changes', {
  productId: integer('product_id').notNull(),
});
