import { COD_COLLECTABLE_STATUSES } from '@fengshui/shared/admin-order-views';
import { canTransition, type OrderStatus, orderStatusLabel } from '@fengshui/shared/order-status';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { orderStatusHistory, orders, payments, trackingEvents } from '../../db/schema/index.ts';
import { Conflict, NotFound } from '../../domain/errors.ts';
import type { Logger } from '../../domain/logger.ts';
import type { Mailer } from '../../integrations/mail/types.ts';
import type { CourierProvider } from '../../integrations/ninjavan/types.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { enqueueJob } from '../jobs/index.ts';
import { notify } from '../notifications/index.ts';
import { queueOrderText } from '../sms/index.ts';
import { statusEmail, statusNotification } from './order-notices.ts';
import type { OrderRow } from './order-view.ts';
import { releaseOrderStock } from './stock.ts';

export interface OrderDeps {
  db: Database;
  courier: CourierProvider;
  mailer: Mailer;
  storage: MediaStorage;
  config: { publicUrl: string };
  log?: Logger;
}

export interface MoveRequest {
  orderId: number;
  to: OrderStatus;
  /** Who moved it, kept in the history: customer:ID, admin:ID, ninjavan, system. */
  actor: string;
  note?: string | null;
  /** When set, the order must belong to this customer (another's is "not found"). */
  ownerId?: number;
  /** The rule that allows the move; the status machine by default. */
  allowed?: (from: OrderStatus, to: OrderStatus) => boolean;
  /** The moment it happened (a courier scan's own time); now by default. */
  at?: Date;
}

export interface MoveResult {
  order: OrderRow;
  from: OrderStatus;
  changed: boolean;
  refundDue: boolean;
}

const ORDER_NOT_FOUND = 'Order not found.';
const GIVES_STOCK_BACK: readonly OrderStatus[] = ['cancelled', 'returned'];
// docs/orders-and-delivery.md#text-messages: the steps a cash-on-delivery customer is texted about.
const TEXTED_STATUSES = ['out_for_delivery', 'delivered', 'cancelled'] as const;
const isTexted = (status: OrderStatus): status is (typeof TEXTED_STATUSES)[number] =>
  (TEXTED_STATUSES as readonly OrderStatus[]).includes(status);

/** Loads an order for a change, locked until the transaction ends. */
export async function lockOrder(tx: DbOrTx, orderId: number, ownerId?: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || (ownerId !== undefined && order.userId !== ownerId))
    throw new NotFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  return order;
}

/**
 * The one way an order changes status (docs/orders-and-delivery.md#order-statuses): checked against the machine, a conditional
 * update, the history row with time and actor, stock back exactly once on cancellation or return, the
 * refund flagged for money already taken, the customer notified, and the sandbox courier's scan. The
 * e-mail and a courier cancellation are written as jobs, so a slow mail server or courier never holds
 * the order's lock or the customer's request.
 */
export async function moveOrder(deps: OrderDeps, request: MoveRequest): Promise<MoveResult> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.orderId, request.ownerId);
    const from = order.status;
    if (from === request.to) return { order, from, changed: false, refundDue: false };
    const allowed = request.allowed ?? canTransition;
    if (!allowed(from, request.to))
      throw new Conflict(
        `An order that is ${orderStatusLabel(from)} cannot be moved to ${orderStatusLabel(request.to)}.`,
        { from, to: request.to },
        'INVALID_TRANSITION',
      );
    const at = request.at ?? new Date();
    const ending = GIVES_STOCK_BACK.includes(request.to);
    // A cash-on-delivery parcel that reached the customer was paid to the rider, whether or not the desk
    // has recorded the courier's remittance yet: its return is a refund too.
    const paidOnDelivery =
      order.paymentMethod === 'cod' &&
      order.paymentStatus === 'cod_pending' &&
      COD_COLLECTABLE_STATUSES.includes(from);
    const moneyTaken =
      order.paymentStatus === 'paid' || order.paymentStatus === 'cod_collected' || paidOnDelivery;
    const refundDue = ending && moneyTaken;
    const paymentStatus = refundDue
      ? 'refund_due'
      : ending && order.paymentStatus === 'pending'
        ? 'failed'
        : order.paymentStatus;
    const [moved] = await tx
      .update(orders)
      .set({
        status: request.to,
        paymentStatus,
        updatedAt: new Date(),
        ...(request.to === 'delivered' ? { deliveredAt: at } : {}),
        ...(request.to === 'cancelled' ? { cancelledAt: at } : {}),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, from)))
      .returning();
    if (!moved)
      throw new Conflict('The order changed meanwhile. Please reload it.', undefined, 'ORDER_CHANGED');
    if (ending) {
      await releaseOrderStock(tx, order.id);
      if (paymentStatus !== order.paymentStatus) {
        const settles: (typeof payments.$inferSelect.status)[] = ['paid', 'pending', 'cod_collected'];
        if (paidOnDelivery) settles.push('cod_pending');
        const settled = await tx
          .update(payments)
          .set({ status: paymentStatus, updatedAt: new Date() })
          .where(and(eq(payments.orderId, order.id), inArray(payments.status, settles)))
          .returning({ txnId: payments.txnId, method: payments.method });
        // An awaited online payment is voided with the gateway, so it cannot be paid after all.
        if (paymentStatus === 'failed') await enqueuePaymentVoids(tx, order.id, settled);
      }
    }
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status: request.to,
      actor: request.actor,
      note: request.note?.slice(0, 1000) ?? null,
      createdAt: at,
    });
    await notify(tx, order.userId, statusNotification(moved, request.to, refundDue));
    // The e-mail and the courier's cancellation are jobs of this transaction: they happen exactly when
    // the move is committed, after it, with retries (docs/decisions/009-safe-side-effects.md).
    const email = statusEmail(moved, from, request.to, {
      publicUrl: deps.config.publicUrl,
      reason: request.to === 'cancelled' ? cancellationReason(request.actor, request.note) : null,
    });
    if (email) await deps.mailer.send(email, tx);
    if (isTexted(request.to)) await queueOrderText(tx, moved, request.to);
    // A cancellation the courier itself reported needs no cancelling back with it.
    if (request.to === 'cancelled' && moved.trackingNumber && request.actor !== deps.courier.name)
      await enqueueJob(tx, 'courier.cancel', { orderId: order.id, trackingNumber: moved.trackingNumber });
    // The courier's own scans arrive by themselves; the sandbox adds one only for the shop's moves.
    const scan =
      moved.trackingNumber && request.actor !== deps.courier.name
        ? deps.courier.eventForOrderStatus(request.to, at)
        : null;
    if (scan && moved.trackingNumber)
      await tx
        .insert(trackingEvents)
        .values({
          orderId: order.id,
          trackingNumber: moved.trackingNumber,
          status: scan.status,
          description: scan.description,
          location: scan.location,
          occurredAt: scan.occurredAt,
          source: deps.courier.name,
          dedupeKey: `${deps.courier.name}:${moved.trackingNumber}:${request.to}`,
        })
        .onConflictDoNothing();
    return { order: moved, from, changed: true, refundDue };
  });
}

/**
 * docs/integrations/dragonpay.md#cancelled-orders: a `payment.void` job for each Dragonpay transaction of
 * a cancelled order that was still awaiting payment, written in the cancelling transaction.
 */
export async function enqueuePaymentVoids(
  tx: DbOrTx,
  orderId: number,
  unpaid: readonly { txnId: string; method: string }[],
): Promise<void> {
  for (const { txnId, method } of unpaid)
    if (method === 'dragonpay') await enqueueJob(tx, 'payment.void', { orderId, txnId });
}

function cancellationReason(actor: string, note: string | null | undefined): string {
  if (actor.startsWith('customer:')) return 'you asked us to cancel it';
  if (note) return `of the following: ${note}`;
  return 'we could not fulfil it';
}
