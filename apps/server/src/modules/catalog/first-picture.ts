import { is, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { outerColumn } from '../../db/outer-column.ts';

/**
 * The storage key of a product's first picture (by position, then the oldest), or null without one:
 * a subquery tied to the outer query's product id. A column is named with its table, so the subquery
 * cannot take it for a picture's own id (db/outer-column.ts); raw SQL over an alias passes its own
 * `sql\`p.id\``.
 */
export function firstPictureKey(productId: AnyPgColumn | SQL): SQL<string | null> {
  const id = is(productId, SQL) ? productId : outerColumn(productId);
  return sql<string | null>`(select i.storage_key from product_images i
    where i.product_id = ${id} order by i.position, i.id limit 1)`;
}
