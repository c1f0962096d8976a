import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { orderStatusHistory, orders, payments } from '../../db/schema/index.ts';
import { notify } from '../notifications/index.ts';
import { releaseOrderStock } from './stock.ts';

export interface PaymentResult {
  txnId: string;
  refNo: string;
  /** A Dragonpay status code (S, F, P, ...). */
  status: string;
  message: string;
  /** Who reported it, recorded in the order's history. */
  actor: string;
}

export type ApplyOutcome =
  | 'paid'
  | 'failed'
  | 'pending'
  | 'refund_due'
  /** Already applied, or a status that does not move anything: nothing changed. */
  | 'unchanged'
  | 'unknown_transaction';

/** Tells the order's customer about a payment change, in the same transaction. */
export async function notifyOrderOwner(
  tx: DbOrTx,
  orderId: number,
  notice: (orderCode: string) => { title: string; message: string },
): Promise<void> {
  const [order] = await tx
    .select({ userId: orders.userId, code: orders.orderCode })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order) await notify(tx, order.userId, { ...notice(order.code), link: `/account/orders/${orderId}` });
}

const refText = (refNo: string) => (refNo ? ` (ref ${refNo})` : '');

/**
 * Applies a gateway result to a payment and its order, in one transaction, idempotently: every move
 * is a conditional update, so a repeated or late postback changes nothing twice and a completed
 * payment never goes back (docs/checkout-and-payment.md#placing-an-order). Postbacks, the sandbox and the payment check all come here.
 */
export function applyPaymentResult(
  db: Database,
  result: PaymentResult,
  /** The confirm flow's effects, run in this transaction when the order has just been paid. */
  onPaid?: (tx: DbOrTx, orderId: number) => Promise<void>,
): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ id: payments.id, orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.txnId, result.txnId));
    if (!payment) return 'unknown_transaction';
    // The order is locked before its payment, as a cancellation and the payment window's expiry lock
    // them: the other way round, a postback arriving mid-cancellation deadlocked with it.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, payment.orderId)).for('update');
    const now = new Date();
    const refNo = result.refNo ? result.refNo.slice(0, 60) : null;

    if (result.status === 'S') {
      // A failed payment may still be paid late (e.g. F then S): the money came, so it is claimed too.
      const claimed = await tx
        .update(payments)
        .set({ status: 'paid', referenceNumber: refNo, providerStatus: 'S', updatedAt: now })
        .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'failed'])))
        .returning({ id: payments.id });
      if (claimed.length === 0) return 'unchanged';
      const moved = await tx
        .update(orders)
        .set({ status: 'processing', paymentStatus: 'paid', updatedAt: now })
        .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'pending_payment')))
        .returning({ id: orders.id });
      if (moved.length > 0) {
        await tx.insert(orderStatusHistory).values({
          orderId: payment.orderId,
          status: 'processing',
          actor: result.actor,
          note: `Payment received${refText(result.refNo)}`,
        });
        await notifyOrderOwner(tx, payment.orderId, (code) => ({
          title: 'Payment received',
          message: `We received your payment for order ${code}. Your order is now being processed.`,
        }));
        await onPaid?.(tx, payment.orderId);
        return 'paid';
      }
      // The order stopped waiting (cancelled by expiry or a failure): it stays so, the money goes back.
      await tx
        .update(payments)
        .set({ status: 'refund_due', updatedAt: now })
        .where(eq(payments.id, payment.id));
      const [order] = await tx
        .update(orders)
        .set({ paymentStatus: 'refund_due', updatedAt: now })
        .where(eq(orders.id, payment.orderId))
        .returning({ status: orders.status });
      await tx.insert(orderStatusHistory).values({
        orderId: payment.orderId,
        status: order!.status,
        actor: result.actor,
        note: `Payment received after the order was ${order!.status}${refText(result.refNo)}: refund due`,
      });
      await notifyOrderOwner(tx, payment.orderId, (code) => ({
        title: 'Refund due',
        message: `Your payment for order ${code} arrived after the order was ${order!.status}. We will refund it within 3-5 business days.`,
      }));
      return 'refund_due';
    }

    if (result.status === 'F') {
      const failed = await tx
        .update(payments)
        .set({ status: 'failed', referenceNumber: refNo, providerStatus: 'F', updatedAt: now })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      if (failed.length === 0) return 'unchanged';
      const cancelled = await tx
        .update(orders)
        .set({ status: 'cancelled', paymentStatus: 'failed', cancelledAt: now, updatedAt: now })
        .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'pending_payment')))
        .returning({ id: orders.id });
      // Only the move out of pending_payment returns stock, so it happens exactly once.
      if (cancelled.length > 0) {
        await releaseOrderStock(tx, payment.orderId);
        await tx.insert(orderStatusHistory).values({
          orderId: payment.orderId,
          status: 'cancelled',
          actor: result.actor,
          note: `Payment failed${refText(result.refNo)}${result.message ? `: ${result.message}` : ''}`.slice(
            0,
            1000,
          ),
        });
        await notifyOrderOwner(tx, payment.orderId, (code) => ({
          title: 'Payment failed',
          message: `The payment for order ${code} did not go through, so the order was cancelled. You are welcome to order again.`,
        }));
      }
      return 'failed';
    }

    if (result.status === 'P') {
      // Still awaited (e.g. over the counter): only the reference is kept; a later postback decides.
      const kept = await tx
        .update(payments)
        .set({ referenceNumber: refNo, providerStatus: 'P', updatedAt: now })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      return kept.length > 0 ? 'pending' : 'unchanged';
    }

    const reversal = MONEY_REVERSALS[result.status];
    if (reversal) {
      // A refund, chargeback or void moves nothing by itself (the goods may be on their way), but
      // whatever the payment's state it goes into the order's history once, for the owner to act on.
      const recorded = await tx
        .update(payments)
        .set({ providerStatus: result.status, updatedAt: now })
        .where(
          and(eq(payments.id, payment.id), sql`${payments.providerStatus} is distinct from ${result.status}`),
        )
        .returning({ id: payments.id });
      if (recorded.length > 0) await recordReversal(tx, payment.orderId, reversal, result);
      return 'unchanged';
    }

    // U, A: nothing moves automatically; an awaited payment keeps the code for the admin.
    await tx
      .update(payments)
      .set({ providerStatus: result.status.slice(0, 2), updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    return 'unchanged';
  });
}

// docs/integrations/dragonpay.md#status-codes: the codes by which the gateway takes money back.
const MONEY_REVERSALS: Record<string, string> = { R: 'a refund', K: 'a chargeback', V: 'a void' };

async function recordReversal(tx: DbOrTx, orderId: number, reversal: string, result: PaymentResult) {
  const [order] = await tx
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  await tx.insert(orderStatusHistory).values({
    orderId,
    status: order.status,
    actor: result.actor,
    note: `Dragonpay reports ${reversal} (${result.status})${refText(result.refNo)} while the payment is ${order.paymentStatus.replace(/_/g, ' ')}${result.message ? `: ${result.message}` : ''}`.slice(
      0,
      1000,
    ),
  });
}

/** A refused postback goes into the order's history, where the owner's order desk shows it. */
export async function recordRefusedPostback(
  db: DbOrTx,
  orderId: number,
  refNo: string,
  reason: string,
): Promise<void> {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  await db.insert(orderStatusHistory).values({
    orderId,
    status: order.status,
    actor: 'dragonpay',
    note: `Payment postback refused${refNo ? ` (ref ${refNo.slice(0, 40)})` : ''}: ${reason}`,
  });
}
