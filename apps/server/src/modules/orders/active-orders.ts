import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type OrderStatus, orders } from '../../db/schema/index.ts';

// An order is finished once completed, received, cancelled or returned; anything else is still moving.
const FINISHED: OrderStatus[] = ['completed', 'received', 'cancelled', 'returned'];

export async function activeOrderCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, FINISHED)));
  return Number(row?.count ?? 0);
}
