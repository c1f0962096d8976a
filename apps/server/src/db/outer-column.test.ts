import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { outerColumn } from './outer-column.ts';
import { orderItems, products } from './schema/index.ts';

const db = drizzle.mock();

describe('a column of the outer query inside a subquery', () => {
  it('keeps its table name where a bare column would lose it', () => {
    const bare = db
      .select({
        used: sql`exists (select 1 from ${orderItems} where ${orderItems.productId} = ${products.id})`,
      })
      .from(products)
      .toSQL().sql;
    // The trap: drizzle renders both sides unqualified, and inside the subquery both mean order_items.
    expect(bare).toContain('where "product_id" = "id"');
    const named = db
      .select({
        used: sql`exists (select 1 from ${orderItems} where ${orderItems.productId} = ${outerColumn(products.id)})`,
      })
      .from(products)
      .toSQL().sql;
    expect(named).toContain('where "product_id" = "products"."id"');
  });
});
