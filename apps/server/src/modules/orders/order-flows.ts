import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { StatementPart } from '../../db/statement-parts.ts';
import type { Mailer } from '../../integrations/mail/types.ts';
import { enqueueJob, jobsInsert } from '../jobs/index.ts';
import { applyPaymentResult, type PaymentResult } from './apply-payment.ts';
import { orderConfirmationMessage, sendOrderConfirmation } from './order-emails.ts';
import { type MoveRequest, type MoveResult, moveOrder, type OrderDeps } from './order-transitions.ts';

export interface ConfirmEffects {
  mailer: Mailer;
  publicUrl: string;
}

// The order's life as named flows (docs/orders-and-delivery.md#order-flows): place (place-order.ts),
// confirm, cancel and return. Each runs one transaction, writes the status history and enqueues its
// side effects as jobs (docs/decisions/009-safe-side-effects.md).

/**
 * The confirm flow's side effects (docs/orders-and-delivery.md#order-flows): a cash-on-delivery order
 * when placed, an online order when its payment arrives. The confirmation e-mail and the courier
 * booking are jobs of the confirming transaction; the worker runs them after the commit.
 */
export async function enqueueOrderConfirmed(tx: DbOrTx, effects: ConfirmEffects, orderId: number) {
  await sendOrderConfirmation(tx, effects.mailer, effects.publicUrl, orderId);
  await enqueueJob(tx, 'courier.book', { orderId });
}

/**
 * The same side effects as parts of the placing statement (db/statement-parts.ts), written from the
 * order and lines in hand instead of read back: the e-mail, its job and the courier booking's job.
 */
export function orderConfirmedParts(
  effects: ConfirmEffects,
  order: Parameters<typeof orderConfirmationMessage>[0],
  items: Parameters<typeof orderConfirmationMessage>[1],
): StatementPart[] {
  return [
    ...effects.mailer.sendParts(
      orderConfirmationMessage(order, items, effects.publicUrl),
      'confirmation_mail',
    ),
    {
      name: 'courier_booking',
      write: jobsInsert(
        'courier.book',
        sql`select jsonb_build_object('orderId', ${order.id}::int) as payload`,
      ),
    },
  ];
}

/**
 * The confirm flow for online orders: a gateway result applied in one transaction (payments module);
 * when it pays the order, the confirmation e-mail and courier booking are jobs of that transaction.
 */
export function confirmPayment(deps: { db: Database } & ConfirmEffects, result: PaymentResult) {
  return applyPaymentResult(deps.db, result, (tx, orderId) => enqueueOrderConfirmed(tx, deps, orderId));
}

/**
 * The cancel flow: the move with its history row, stock released once, refund flagged when money was
 * taken, the customer's notice and e-mail, and the courier's cancellation as a job when the parcel is
 * booked. Before the courier has booked it there is nothing to cancel there: the order cancels at once.
 */
export function cancelOrder(deps: OrderDeps, request: Omit<MoveRequest, 'to'>): Promise<MoveResult> {
  return moveOrder(deps, { ...request, to: 'cancelled' });
}

/**
 * The return flow: a parcel that came back (the courier's return leg, or the owner on the desk) moves to
 * returned with its history row, and its stock is released once, as a cancellation's is.
 */
export function returnOrder(deps: OrderDeps, request: Omit<MoveRequest, 'to'>): Promise<MoveResult> {
  return moveOrder(deps, { ...request, to: 'returned' });
}
