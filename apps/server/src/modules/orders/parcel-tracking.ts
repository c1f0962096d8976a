import { courierCanMove } from '@fengshui/shared/order-status';
import { and, desc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, orderWaybills, trackingEvents } from '../../db/schema/index.ts';
import { NotFound } from '../../domain/errors.ts';
import {
  describeCourierStatus,
  orderStatusForCourierStatus,
} from '../../integrations/ninjavan/courier-status.ts';
import { CourierError, type CourierEvent, type CourierWebhook } from '../../integrations/ninjavan/types.ts';
import { notify } from '../notifications/index.ts';
import { adoptLostBooking, bookingOf, CourierUnavailable } from './courier-booking.ts';
import { returnOrder } from './order-flows.ts';
import { moveOrder, type OrderDeps } from './order-transitions.ts';
import type { OrderRow } from './order-view.ts';

interface Viewer {
  id: number;
  userType: 'customer' | 'admin';
}

/** The parcel's order, for its customer or an admin; anyone else is told it does not exist. */
async function orderOfParcel(db: DbOrTx, viewer: Viewer, trackingNumber: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.trackingNumber, trackingNumber));
  if (!order || (viewer.userType !== 'admin' && order.userId !== viewer.id))
    throw new NotFound('Order not found.', 'ORDER_NOT_FOUND');
  return order;
}

async function storeEvents(db: DbOrTx, order: OrderRow, source: string, events: CourierEvent[]) {
  if (events.length === 0 || !order.trackingNumber) return;
  await db
    .insert(trackingEvents)
    .values(
      events.map((event) => ({
        orderId: order.id,
        trackingNumber: order.trackingNumber!,
        status: event.status.slice(0, 80),
        description: event.description,
        location: event.location,
        occurredAt: event.occurredAt,
        source,
        dedupeKey:
          `${source}:${order.trackingNumber}:${event.status}:${event.occurredAt.toISOString()}`.slice(0, 200),
      })),
    )
    .onConflictDoNothing();
}

export async function eventsOfOrder(db: DbOrTx, orderId: number) {
  const rows = await db
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.orderId, orderId))
    .orderBy(desc(trackingEvents.occurredAt), desc(trackingEvents.id));
  return rows.map((row) => ({
    status: row.status,
    date: row.occurredAt.toISOString(),
    location: row.location,
    description: row.description,
  }));
}

/**
 * GET /tracking/{trackingNumber}: the stored scans, latest first. With the real courier and nothing
 * stored yet (a webhook missed), the scans are pulled once and kept.
 */
export async function trackParcel(deps: OrderDeps, viewer: Viewer, trackingNumber: string) {
  const order = await orderOfParcel(deps.db, viewer, trackingNumber);
  let events = await eventsOfOrder(deps.db, order.id);
  if (events.every((event) => event.status === 'Order Booked') && order.courier === deps.courier.name) {
    try {
      await storeEvents(deps.db, order, deps.courier.name, await deps.courier.trackingEvents(trackingNumber));
      events = await eventsOfOrder(deps.db, order.id);
    } catch (error) {
      // The stored timeline (or the synthesised one) still shows; the pull is retried next time.
      deps.log?.warn({ err: error, trackingNumber }, 'courier tracking pull failed');
    }
  }
  return {
    success: true as const,
    tracking_number: trackingNumber,
    order_id: order.id,
    order_code: order.orderCode,
    status: order.status,
    courier: order.courier ?? deps.courier.name,
    events,
  };
}

/** The waybill PDF, fetched or drawn once and kept (Ninja Van rate-limits the call). */
export async function waybillOf(
  deps: OrderDeps,
  viewer: Viewer,
  trackingNumber: string,
): Promise<Uint8Array> {
  const order = await orderOfParcel(deps.db, viewer, trackingNumber);
  const [stored] = await deps.db.select().from(orderWaybills).where(eq(orderWaybills.orderId, order.id));
  if (stored && stored.trackingNumber === trackingNumber) return stored.pdf;
  let pdf: Uint8Array;
  try {
    pdf = await deps.courier.waybill({ trackingNumber, booking: await bookingOf(deps.db, order) });
  } catch (error) {
    if (error instanceof CourierError) throw new CourierUnavailable();
    throw error;
  }
  await deps.db
    .insert(orderWaybills)
    .values({ orderId: order.id, trackingNumber, pdf })
    .onConflictDoUpdate({
      target: orderWaybills.orderId,
      set: { trackingNumber, pdf, createdAt: new Date() },
    });
  return pdf;
}

export type WebhookOutcome = 'unknown_parcel' | 'duplicate' | 'recorded' | 'moved';

/**
 * A genuine courier webhook, in one transaction with the order locked: the scan is stored once (a
 * repeat is a no-op), and the order follows it when the status machine allows and no later scan has
 * been stored. The scan and the move commit together, so a webhook whose move fails leaves nothing
 * behind and the courier's retry is processed afresh rather than taken for a repeat. A failed delivery
 * attempt only tells the customer.
 */
export function recordCourierWebhook(deps: OrderDeps, hook: CourierWebhook): Promise<WebhookOutcome> {
  return deps.db.transaction(async (tx) => {
    const [known] = await tx
      .select()
      .from(orders)
      .where(eq(orders.trackingNumber, hook.trackingNumber))
      .for('update');
    const order =
      known ??
      (hook.orderCode
        ? await adoptLostBooking(tx, deps.courier.name, hook.orderCode, hook.trackingNumber)
        : null);
    if (!order) {
      deps.log?.warn({ trackingNumber: hook.trackingNumber }, 'courier webhook for an unknown parcel');
      return 'unknown_parcel';
    }
    const [newest] = await tx
      .select({ at: max(trackingEvents.occurredAt) })
      .from(trackingEvents)
      .where(and(eq(trackingEvents.orderId, order.id), eq(trackingEvents.source, deps.courier.name)));
    const inserted = await tx
      .insert(trackingEvents)
      .values({
        orderId: order.id,
        trackingNumber: hook.trackingNumber,
        status: hook.status.slice(0, 80),
        description: describeCourierStatus(hook.status, hook.comments, hook.returnLeg),
        location: null,
        occurredAt: hook.occurredAt,
        source: deps.courier.name,
        dedupeKey: `webhook:${hook.trackingNumber}:${hook.status}:${hook.occurredAt.toISOString()}`.slice(
          0,
          200,
        ),
      })
      .onConflictDoNothing()
      .returning({ id: trackingEvents.id });
    if (inserted.length === 0) return 'duplicate';
    // Webhooks may arrive out of order: a scan older than one already stored is history, not news.
    const late = newest?.at != null && hook.occurredAt < newest.at;
    const target = late ? null : orderStatusForCourierStatus(hook.status, hook.returnLeg);
    if (target && target !== order.status && courierCanMove(order.status, target)) {
      const move = {
        orderId: order.id,
        actor: deps.courier.name,
        note: `Courier: ${hook.status}`,
        allowed: courierCanMove,
        at: hook.occurredAt,
      };
      const within = { ...deps, db: tx };
      await (target === 'returned' ? returnOrder(within, move) : moveOrder(within, { ...move, to: target }));
      return 'moved';
    }
    if (!hook.returnLeg && /attempt delivery fail|pending reschedule/i.test(hook.status))
      await notify(tx, order.userId, {
        title: 'Delivery attempt failed',
        message: `The courier could not deliver order ${order.orderCode}. They will try again; please keep your phone close.`,
        link: `/account/tracking/${order.id}`,
      });
    return 'recorded';
  });
}
