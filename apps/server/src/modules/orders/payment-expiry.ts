import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderStatusHistory, orders, payments } from '../../db/schema/index.ts';
import { orderCancelledEmail } from '../../integrations/mail/templates.ts';
import type { Mailer } from '../../integrations/mail/types.ts';
import { notifyOrderOwner } from './apply-payment.ts';
import { enqueuePaymentVoids } from './order-transitions.ts';
import { releaseOrderStock } from './stock.ts';

/**
 * Cancels the online orders whose payment window has passed and gives their stock back. Each order
 * moves by a conditional update out of pending_payment, so the stock returns exactly once even with
 * several instances running this at the same moment, or a late postback racing it.
 */
export async function expireUnpaidOrders(
  db: Database,
  mailer: Mailer,
  options: { windowHours: number; publicUrl: string; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - options.windowHours * 60 * 60 * 1000);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lt(orders.createdAt, cutoff)))
    .limit(200);
  let expired = 0;
  for (const { id } of due) {
    const cancelled = await db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ status: 'cancelled', paymentStatus: 'failed', cancelledAt: now, updatedAt: now })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending_payment')))
        .returning();
      if (!order) return null;
      const unpaid = await tx
        .update(payments)
        .set({ status: 'failed', updatedAt: now })
        .where(and(eq(payments.orderId, id), eq(payments.status, 'pending')))
        .returning({ txnId: payments.txnId, method: payments.method });
      await enqueuePaymentVoids(tx, id, unpaid);
      await releaseOrderStock(tx, id);
      await tx.insert(orderStatusHistory).values({
        orderId: id,
        status: 'cancelled',
        actor: 'system',
        note: `Payment window of ${options.windowHours} hours expired`,
      });
      await notifyOrderOwner(tx, id, (code) => ({
        title: 'Order cancelled',
        message: `Order ${code} was cancelled because we did not receive the payment within ${options.windowHours} hours.`,
      }));
      // Written with the cancellation, delivered by the job worker (docs/decisions/009-safe-side-effects.md).
      await mailer.send(
        orderCancelledEmail({
          to: order.email,
          name: order.recipientName,
          orderCode: order.orderCode,
          reason: `we did not receive the payment within ${options.windowHours} hours`,
          url: `${options.publicUrl}/account/purchases`,
        }),
        tx,
      );
      return order;
    });
    if (cancelled) expired += 1;
  }
  return expired;
}
