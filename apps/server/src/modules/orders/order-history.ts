import type { OrderListQuery } from '@fengshui/shared/order-read';
import { statusesOfTab } from '@fengshui/shared/order-status';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { NotFound } from '../../domain/errors.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { readOrder, readOrders } from './order-view.ts';

/** docs/orders-and-delivery.md#order-history: the customer's orders in a tab's status group, newest first. */
export async function listOwnOrders(
  db: DbOrTx,
  storage: MediaStorage,
  userId: number,
  query: OrderListQuery,
) {
  const statuses = statusesOfTab(query.tab);
  const where = and(
    eq(orders.userId, userId),
    statuses
      ? inArray(orders.status, statuses as string[] as (typeof orders.$inferSelect.status)[])
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    success: true as const,
    orders: await readOrders(db, storage, rows),
    page: query.page,
    total: totalCount,
    total_pages: Math.max(1, Math.ceil(totalCount / query.limit)),
  };
}

/** One of the customer's own orders; someone else's is "not found", never "forbidden". */
export async function getOwnOrder(db: DbOrTx, storage: MediaStorage, userId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw new NotFound('Order not found.', 'ORDER_NOT_FOUND');
  return readOrder(db, storage, row);
}
