import { RETURN_WINDOW_DAYS } from '@fengshui/shared/order-status';
import { and, inArray, lt } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { Conflict } from '../../domain/errors.ts';
import { moveOrder, type OrderDeps } from './order-transitions.ts';

const DAY_MS = 86_400_000;

/**
 * docs/orders-and-delivery.md#completion: returns are accepted for 7 days after delivery; after that a delivered order
 * the customer never confirmed completes by itself. Returns how many were completed.
 */
export async function completeDeliveredOrders(deps: OrderDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RETURN_WINDOW_DAYS * DAY_MS);
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.status, ['delivered', 'received']), lt(orders.deliveredAt, cutoff)))
    .limit(200);
  let completed = 0;
  for (const { id } of due) {
    try {
      const result = await moveOrder(deps, {
        orderId: id,
        to: 'completed',
        actor: 'system',
        note: `Return window of ${RETURN_WINDOW_DAYS} days ended`,
      });
      if (result.changed) completed += 1;
    } catch (error) {
      // Returned or moved by someone else since the query: nothing to complete.
      if (!(error instanceof Conflict)) throw error;
    }
  }
  return completed;
}
