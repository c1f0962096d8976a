import { ORDER_MESSAGES_READ } from '@fengshui/shared/order-read';
import {
  CANCEL_MESSAGES,
  cancelRefusal,
  canMarkReceived,
  isCancellable,
  type OrderStatus,
} from '@fengshui/shared/order-status';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { BadRequest, Conflict, NotFound } from '../../domain/errors.ts';
import { cancelOrder } from './order-flows.ts';
import { type MoveResult, moveOrder, type OrderDeps } from './order-transitions.ts';

/** docs/orders-and-delivery.md#cancelling: the customer cancels only in the cancellable states; each other state says why. */
export async function cancelOwnOrder(
  deps: OrderDeps,
  customerId: number,
  orderId: number,
  reason?: string,
): Promise<MoveResult> {
  const [order] = await deps.db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, customerId)));
  if (!order) throw new NotFound(ORDER_MESSAGES_READ.notFound, 'ORDER_NOT_FOUND');
  const refusal = cancelRefusal(order.status);
  if (refusal) throw new BadRequest(CANCEL_MESSAGES.default, refusal, 'NOT_CANCELLABLE');
  const result = await cancelOrder(deps, {
    orderId,
    actor: `customer:${customerId}`,
    note: reason || 'Cancelled by the customer',
    ownerId: customerId,
    // Checked again under the lock: the desk may have shipped it a moment ago.
    allowed: (from) => isCancellable(from),
  }).catch((error: unknown) => {
    if (error instanceof Conflict && error.code === 'INVALID_TRANSITION')
      throw new BadRequest(
        CANCEL_MESSAGES.default,
        cancelRefusal(String((error.details as { from: string }).from)),
        'NOT_CANCELLABLE',
      );
    throw error;
  });
  return result;
}

/** The spec's cancel by tracking number (DELETE /delivery/ninjavan/orders/{trackingId}), owner only. */
export async function cancelOwnOrderByTracking(deps: OrderDeps, customerId: number, trackingNumber: string) {
  const [order] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.trackingNumber, trackingNumber), eq(orders.userId, customerId)));
  if (!order) throw new NotFound(ORDER_MESSAGES_READ.trackingNotFound, 'ORDER_NOT_FOUND');
  return cancelOwnOrder(deps, customerId, order.id);
}

/** The owner's cancellation: any state the machine allows, stock back, refund flagged. */
export async function cancelOrderByAdmin(deps: OrderDeps, adminId: number, orderId: number, note?: string) {
  const result = await cancelOrder(deps, {
    orderId,
    actor: `admin:${adminId}`,
    note: note || 'Cancelled by the shop',
  });
  return result;
}

/** docs/orders-and-delivery.md#order-received: Order Received on a delivered (or received) order completes it. */
export async function markReceived(
  deps: OrderDeps,
  customerId: number,
  orderId: number,
): Promise<MoveResult> {
  return moveOrder(deps, {
    orderId,
    to: 'completed',
    actor: `customer:${customerId}`,
    note: 'Received by the customer',
    ownerId: customerId,
    allowed: (from: OrderStatus) => canMarkReceived(from),
  }).catch((error: unknown) => {
    if (error instanceof Conflict && error.code === 'INVALID_TRANSITION')
      throw new Conflict(ORDER_MESSAGES_READ.notDelivered, undefined, 'NOT_DELIVERED');
    throw error;
  });
}
