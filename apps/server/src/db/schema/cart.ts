import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalog.ts';
import { users } from './users.ts';

/** A signed-in customer's cart; prices and stock are always read live from the catalogue. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    // 0 for a product without variants, so one line per product and variant can be unique.
    variantKey: integer('variant_key').notNull().default(0),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_line_key').on(table.userId, table.productId, table.variantKey),
    index('cart_items_user_idx').on(table.userId),
    // How many carts hold a product (the social-proof ticker, docs/content.md#social-proof).
    index('cart_items_product_idx').on(table.productId),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
