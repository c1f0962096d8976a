import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column of the outer query for use inside a correlated subquery. Drizzle renders a column without
 * its table when the outer select reads one table, and inside `(select … from product_images i …)` a
 * bare "id" then means the subquery's own id: every order line got the same picture that way
 * (docs/decisions/008-api-performance.md). Naming the table keeps the subquery tied to its row.
 */
export function outerColumn(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
