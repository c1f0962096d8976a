import {
  DESK_ACTION_LABELS,
  type DeskBulkRequest,
  type DeskBulkResponse,
  type DeskBulkResult,
  type DeskGoal,
  deskSteps,
} from '@fengshui/shared/admin-order-views';
import { adminNextStatuses, orderStatusLabel } from '@fengshui/shared/order-status';
import { asc, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { orders } from '../../db/schema/index.ts';
import { AppError, Conflict, NotFound } from '../../domain/errors.ts';
import { bookCourier } from './courier-booking.ts';
import { moveOrder, type OrderDeps } from './order-transitions.ts';
import type { OrderRow } from './order-view.ts';
import { waybillOf } from './parcel-tracking.ts';

// docs/admin.md#order-desk: shipping an order is one action, not five rounds of pick, Update and
// confirm. The action walks the order along the road (For Packing, Packed, For Shipping, Shipped)
// through the orders module's one transition function, so every stage is in the history with its
// time and actor, and the customer hears of each. Bulk actions do the same for several orders, each on
// its own: one that cannot move is reported and the others go ahead.

const GOAL_OF = { mark_packed: 'packed', hand_to_courier: 'shipped' } as const satisfies Record<
  DeskBulkRequest['action'],
  DeskGoal
>;

async function readOrderRow(deps: OrderDeps, orderId: number): Promise<OrderRow> {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(inArray(orders.id, [orderId]));
  if (!order) throw new NotFound('Order not found.', 'ORDER_NOT_FOUND');
  return order;
}

/**
 * Takes an order to Packed or to Shipped, stage by stage. Handing over needs a courier booking: an
 * order not yet booked is booked first, so a courier that is down leaves the order where it was.
 */
export async function walkOrder(
  deps: OrderDeps,
  adminId: number,
  orderId: number,
  goal: DeskGoal,
): Promise<OrderRow> {
  let order = await readOrderRow(deps, orderId);
  const steps = deskSteps(order.status, goal);
  if (steps === null || steps.length === 0) {
    throw new Conflict(
      steps === null
        ? `Order ${order.orderCode} is ${orderStatusLabel(order.status)}: it cannot be moved to ${orderStatusLabel(goal)}.`
        : `Order ${order.orderCode} is already ${orderStatusLabel(goal)}.`,
      { from: order.status, to: goal },
      'INVALID_TRANSITION',
    );
  }
  if (goal === 'shipped' && !order.trackingNumber)
    order = await bookCourier(deps, orderId, `admin:${adminId}`);
  for (const status of steps) {
    ({ order } = await moveOrder(deps, {
      orderId,
      to: status,
      actor: `admin:${adminId}`,
      allowed: (from, to) => adminNextStatuses(from).includes(to),
    }));
  }
  return order;
}

/** One action on several orders; each order moves or is refused on its own. */
export async function bulkDeskAction(
  deps: OrderDeps,
  adminId: number,
  request: DeskBulkRequest,
): Promise<DeskBulkResponse> {
  const goal = GOAL_OF[request.action];
  const results: DeskBulkResult[] = [];
  // One after the other: each walk takes its order's lock, and the courier limits its calls.
  for (const orderId of request.order_ids) {
    try {
      const order = await walkOrder(deps, adminId, orderId, goal);
      results.push({
        order_id: orderId,
        order_code: order.orderCode,
        ok: true,
        message: `Moved to ${orderStatusLabel(order.status)}`,
        status: order.status,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const [row] = await deps.db
        .select()
        .from(orders)
        .where(inArray(orders.id, [orderId]));
      results.push({
        order_id: orderId,
        order_code: row?.orderCode ?? null,
        ok: false,
        message: error.message,
        status: row?.status ?? null,
      });
    }
  }
  const succeeded = results.filter((result) => result.ok).length;
  const failed = results.length - succeeded;
  const label = DESK_ACTION_LABELS[request.action];
  const plural = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;
  return {
    message:
      failed === 0
        ? `${label}: ${plural(succeeded)} done.`
        : `${label}: ${plural(succeeded)} done, ${plural(failed)} could not be changed.`,
    succeeded,
    failed,
    results,
  };
}

/**
 * The waybills of the chosen orders as one PDF, in order-code order, to print in one go. Orders not
 * yet booked have no waybill; they are named in `skipped`.
 */
export async function waybillsOf(
  deps: OrderDeps,
  viewer: { id: number; userType: 'customer' | 'admin' },
  orderIds: number[],
): Promise<{ pdf: Uint8Array; printed: string[]; skipped: string[] }> {
  const rows = await deps.db
    .select()
    .from(orders)
    .where(inArray(orders.id, orderIds))
    .orderBy(asc(orders.orderCode));
  if (rows.length === 0) throw new NotFound('None of these orders was found.', 'ORDER_NOT_FOUND');
  const booked = rows.filter((row) => row.trackingNumber);
  if (booked.length === 0)
    throw new Conflict('None of the chosen orders is booked with the courier yet.', undefined, 'NOT_BOOKED');
  const merged = await PDFDocument.create();
  merged.setTitle(`Waybills of ${booked.length} ${booked.length === 1 ? 'order' : 'orders'}`);
  for (const order of booked) {
    const single = await PDFDocument.load(await waybillOf(deps, viewer, order.trackingNumber!));
    const pages = await merged.copyPages(single, single.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return {
    pdf: await merged.save(),
    printed: booked.map((row) => row.orderCode),
    skipped: rows.filter((row) => !row.trackingNumber).map((row) => row.orderCode),
  };
}
