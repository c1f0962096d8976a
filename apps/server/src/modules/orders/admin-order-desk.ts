import type { AdminOrderDetail, AdminOrderListQuery } from '@fengshui/shared/admin-orders';
import { centavosToPesos } from '@fengshui/shared/money';
import { adminNextStatuses, type OrderStatus } from '@fengshui/shared/order-status';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { outerColumn } from '../../db/outer-column.ts';
import { orderItems, orderStatusHistory, orders, payments, users } from '../../db/schema/index.ts';
import { Conflict, NotFound } from '../../domain/errors.ts';
import { notify } from '../notifications/index.ts';
import { BOOKABLE } from './courier-booking.ts';
import { canHandToCourier, deskFilter, viewCounts } from './desk-filters.ts';
import { actorNames } from './order-actors.ts';
import { returnOrder } from './order-flows.ts';
import { lockOrder, moveOrder, type OrderDeps } from './order-transitions.ts';
import { readOrder } from './order-view.ts';
import { eventsOfOrder } from './parcel-tracking.ts';

const COD_COLLECTABLE: readonly string[] = ['delivered', 'received', 'completed'];

/** The desk's list: a status filter, a search by code, customer or tracking number, newest first. */
export async function listOrdersForDesk(deps: OrderDeps, query: AdminOrderListQuery) {
  const term = query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const search = term
    ? or(
        ilike(orders.orderCode, term),
        ilike(orders.trackingNumber, term),
        ilike(orders.recipientName, term),
        ilike(orders.email, term),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
      )
    : undefined;
  const where = and(query.status ? eq(orders.status, query.status) : undefined, deskFilter(query), search);
  const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${outerColumn(orders.id)})`;
  const [rows, [total], counts, [views]] = await Promise.all([
    deps.db
      .select({ order: orders, firstName: users.firstName, lastName: users.lastName, itemCount })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      // A view is a queue of work: the oldest order waits longest, so it comes first.
      .orderBy(
        ...(query.view ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)]),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    deps.db
      .select({ value: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
    deps.db
      .select({ status: orders.status, value: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(search)
      .groupBy(orders.status),
    deps.db.select(viewCounts).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(search),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    orders: rows.map(({ order, firstName, lastName, itemCount: items }) => ({
      order_id: order.id,
      order_code: order.orderCode,
      order_status: order.status,
      payment_status: order.paymentStatus,
      payment_method: order.paymentMethod,
      customer_name: `${firstName} ${lastName}`.trim() || order.recipientName,
      customer_email: order.email,
      item_count: Number(items),
      total_price: centavosToPesos(order.totalCentavos),
      tracking_number: order.trackingNumber,
      created_at: order.createdAt.toISOString(),
    })),
    page: query.page,
    total: totalCount,
    total_pages: Math.max(1, Math.ceil(totalCount / query.limit)),
    status_counts: Object.fromEntries(counts.map((row) => [row.status, row.value])),
    view_counts: views ?? {},
  };
}

/** Everything the desk shows of one order, and which of its actions apply now. */
export async function orderForDesk(deps: OrderDeps, orderId: number): Promise<AdminOrderDetail> {
  const [row] = await deps.db
    .select({ order: orders, user: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) throw new NotFound('Order not found.', 'ORDER_NOT_FOUND');
  const { order, user } = row;
  const [read, history, paymentRows, events] = await Promise.all([
    readOrder(deps.db, deps.storage, order),
    deps.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    deps.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    eventsOfOrder(deps.db, orderId),
  ]);
  const next = adminNextStatuses(order.status);
  const actors = await actorNames(
    deps.db,
    history.map((entry) => entry.actor),
  );
  return {
    order: read,
    customer: {
      id: user.id,
      name: `${user.firstName} ${user.lastName}`.trim() || user.username,
      email: user.email,
    },
    history: history.map((entry) => ({
      status: entry.status,
      actor: actors.get(entry.actor) ?? 'System',
      note: entry.note,
      created_at: entry.createdAt.toISOString(),
    })),
    payments: paymentRows.map((payment) => ({
      transaction_id: payment.txnId,
      method: payment.method,
      status: payment.status,
      amount: centavosToPesos(payment.amountCentavos),
      reference_number: payment.referenceNumber,
      provider_status: payment.providerStatus,
      updated_at: payment.updatedAt.toISOString(),
    })),
    tracking_events: events,
    courier: order.courier ?? deps.courier.name,
    // Cancelling has its own button (it restocks and cancels the booking), so it is not a plain move.
    next_statuses: next.filter((status) => status !== 'cancelled'),
    can_book_courier: !order.trackingNumber && BOOKABLE.includes(order.status),
    can_hand_to_courier: canHandToCourier(order),
    can_cancel: next.includes('cancelled'),
    can_mark_cod_collected:
      order.paymentMethod === 'cod' &&
      order.paymentStatus === 'cod_pending' &&
      COD_COLLECTABLE.includes(order.status),
    can_mark_refunded: order.paymentStatus === 'refund_due',
  };
}

/** A move by the owner: only the allowed next statuses, never cancellation (its own flow). */
export async function moveOrderFromDesk(
  deps: OrderDeps,
  adminId: number,
  orderId: number,
  to: OrderStatus,
  note?: string,
) {
  if (to === 'cancelled')
    throw new Conflict('Use Cancel order to cancel: it restocks the items and cancels the courier booking.');
  const move = {
    orderId,
    actor: `admin:${adminId}`,
    note: note || null,
    allowed: (from: OrderStatus, target: OrderStatus) => adminNextStatuses(from).includes(target),
  };
  return to === 'returned' ? returnOrder(deps, move) : moveOrder(deps, { ...move, to });
}

/** A payment-status change recorded by the owner (cash remitted, refund sent), with its history row. */
async function changePaymentStatus(
  deps: OrderDeps,
  adminId: number,
  orderId: number,
  change: {
    allowed: (order: typeof orders.$inferSelect) => boolean;
    refusal: string;
    status: 'cod_collected' | 'refunded';
    paymentFrom: string[];
    note: string;
    notice: (code: string) => { title: string; message: string };
  },
) {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!change.allowed(order)) throw new Conflict(change.refusal, undefined, 'PAYMENT_NOT_CHANGEABLE');
    await tx
      .update(orders)
      .set({ paymentStatus: change.status, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    for (const from of change.paymentFrom)
      await tx
        .update(payments)
        .set({ status: change.status, updatedAt: new Date() })
        .where(and(eq(payments.orderId, orderId), eq(payments.status, from as 'paid')));
    await tx
      .insert(orderStatusHistory)
      .values({ orderId, status: order.status, actor: `admin:${adminId}`, note: change.note });
    await notify(tx, order.userId, { ...change.notice(order.orderCode), link: `/account/orders/${orderId}` });
  });
}

export function markCodCollected(deps: OrderDeps, adminId: number, orderId: number) {
  return changePaymentStatus(deps, adminId, orderId, {
    allowed: (order) =>
      order.paymentMethod === 'cod' &&
      order.paymentStatus === 'cod_pending' &&
      COD_COLLECTABLE.includes(order.status),
    refusal: 'Cash can be marked collected only for delivered cash-on-delivery orders that are not yet paid.',
    status: 'cod_collected',
    paymentFrom: ['cod_pending'],
    note: 'Cash on delivery collected',
    notice: (code) => ({
      title: 'Payment received',
      message: `We received your cash payment for order ${code}. Thank you!`,
    }),
  });
}

export function markRefunded(deps: OrderDeps, adminId: number, orderId: number) {
  return changePaymentStatus(deps, adminId, orderId, {
    allowed: (order) => order.paymentStatus === 'refund_due',
    refusal: 'Only orders with a refund due can be marked refunded.',
    status: 'refunded',
    paymentFrom: ['refund_due'],
    note: 'Refund sent',
    notice: (code) => ({ title: 'Refund sent', message: `We have sent the refund for order ${code}.` }),
  });
}
