import { BUSINESS } from '@fengshui/shared/constants';
import { centavosToPesos } from '@fengshui/shared/money';
import { describeAttributes } from '@fengshui/shared/variants';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, trackingEvents } from '../../db/schema/index.ts';
import { Conflict, NotFound, OutsideSystemFailed } from '../../domain/errors.ts';
import { type CourierBooking, CourierError } from '../../integrations/ninjavan/types.ts';
import { enqueueJob } from '../jobs/index.ts';
import { lockOrder, type OrderDeps } from './order-transitions.ts';
import type { OrderRow } from './order-view.ts';

// Orders the courier may still collect: paid (or COD) and not yet handed over.
export const BOOKABLE: readonly string[] = [
  'processing',
  'for_packing',
  'packed',
  'for_shipping',
  'ready_to_ship',
];

export const COURIER_UNAVAILABLE = 'Service temporarily unavailable. Please try again later.';

/** The courier did not answer or refused; the order itself is unchanged. */
export class CourierUnavailable extends OutsideSystemFailed {
  constructor(message = COURIER_UNAVAILABLE) {
    super(message, 'COURIER_UNAVAILABLE');
  }
}

/** The shop's warehouse is the sender of every parcel (BUSINESS in packages/shared). */
const SENDER: CourierBooking['from'] = {
  name: BUSINESS.name,
  phone: BUSINESS.phone.replace(/\s/g, ''),
  email: BUSINESS.email,
  address: {
    address1: 'Unit 5, 168 Ongpin Street',
    address2: 'Binondo',
    city: 'Manila',
    state: 'Metro Manila',
    postcode: '1006',
    country: 'PH',
  },
};

/** What the courier needs of an order: addresses, COD amount, weight and contents. */
export async function bookingOf(db: DbOrTx, order: OrderRow): Promise<CourierBooking> {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.id);
  const address = order.shippingAddress;
  const total = centavosToPesos(order.totalCentavos);
  return {
    orderCode: order.orderCode,
    from: SENDER,
    to: {
      name: order.recipientName,
      phone: order.phone,
      email: order.email,
      address: {
        address1: [address.house_number, address.building, address.street_name].filter(Boolean).join(' '),
        address2: address.barangay ?? '',
        city: address.city ?? '',
        state: address.province ?? address.region ?? '',
        postcode: address.postcode ?? '',
        country: 'PH',
      },
    },
    cashOnDelivery: order.paymentMethod === 'cod' ? total : null,
    insuredValue: total,
    weightKg: order.weightGrams / 1000,
    items: items.map((item) => {
      const options = describeAttributes(item.variantAttributes);
      return {
        description: options ? `${item.productName} (${options})` : item.productName,
        quantity: item.quantity,
      };
    }),
  };
}

/**
 * Books an order's parcel with the courier and keeps the tracking number. The courier is called
 * outside any transaction, so the order may change meanwhile: if another booking won the race, or the
 * order was cancelled while the courier answered, ours is cancelled again by a `courier.cancel` job of
 * the same transaction (retried like any job, and shown to the owner if it keeps failing).
 */
export async function bookCourier(deps: OrderDeps, orderId: number, actor: string): Promise<OrderRow> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new NotFound('Order not found.', 'ORDER_NOT_FOUND');
  if (order.trackingNumber) throw alreadyBooked();
  if (!BOOKABLE.includes(order.status)) throw notBookable();
  let trackingNumber: string;
  try {
    ({ trackingNumber } = await deps.courier.createOrder(await bookingOf(deps.db, order)));
  } catch (error) {
    if (error instanceof CourierError) {
      deps.log?.warn({ err: error, orderId }, 'courier booking failed');
      throw new CourierUnavailable();
    }
    throw error;
  }
  const booked = await deps.db.transaction(async (tx) => {
    const current = await lockOrder(tx, orderId);
    const refusal = current.trackingNumber
      ? alreadyBooked()
      : BOOKABLE.includes(current.status)
        ? null
        : notBookable();
    if (refusal) {
      await enqueueJob(tx, 'courier.cancel', { orderId, trackingNumber });
      return refusal;
    }
    return keepBooking(tx, deps.courier.name, orderId, trackingNumber);
  });
  if (booked instanceof Conflict) {
    deps.log?.warn(
      { orderId, trackingNumber },
      'courier booking no longer wanted: cancelling it with the courier',
    );
    throw booked;
  }
  deps.log?.info({ orderId, actor, trackingNumber }, 'order booked with the courier');
  return booked;
}

/** The courier's parcel becomes the order's: its tracking number, and "Order Booked" on its timeline. */
async function keepBooking(tx: DbOrTx, courier: string, orderId: number, trackingNumber: string) {
  const [row] = await tx
    .update(orders)
    .set({ trackingNumber, courier, bookedAt: new Date(), updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning();
  await tx
    .insert(trackingEvents)
    .values({
      orderId,
      trackingNumber,
      status: 'Order Booked',
      description: `The shop has booked your parcel with ${courier === 'ninjavan' ? 'Ninja Van' : 'the courier'}.`,
      location: null,
      occurredAt: new Date(),
      source: 'shop',
      dedupeKey: `shop:${trackingNumber}:booked`,
    })
    .onConflictDoNothing();
  return row!;
}

/**
 * A scan of a parcel the shop has no tracking number for, naming one of its orders (`orderCode`, the
 * booking's merchant order number): the booking whose answer never arrived (a timeout after the
 * courier had created it). The courier refuses a second parcel for the order (the booking's requested
 * tracking number is the order code), so the retried booking cannot make one; this scan is how the shop
 * learns the first. An order still waiting for its parcel keeps it; an order that no longer wants one
 * (cancelled meanwhile) has it cancelled by a `courier.cancel` job, written once. Null when no order
 * without a parcel has that code.
 */
export async function adoptLostBooking(
  tx: DbOrTx,
  courier: string,
  orderCode: string,
  trackingNumber: string,
): Promise<OrderRow | null> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderCode, orderCode), isNull(orders.trackingNumber)))
    .for('update');
  if (!order) return null;
  if (BOOKABLE.includes(order.status)) return keepBooking(tx, courier, order.id, trackingNumber);
  const unwanted = await tx
    .insert(trackingEvents)
    .values({
      orderId: order.id,
      trackingNumber,
      status: 'Booking Cancelled',
      description: 'A parcel booked for this order is being cancelled with the courier.',
      location: null,
      occurredAt: new Date(),
      source: 'shop',
      dedupeKey: `shop:${trackingNumber}:unwanted`,
    })
    .onConflictDoNothing()
    .returning({ id: trackingEvents.id });
  if (unwanted.length > 0) await enqueueJob(tx, 'courier.cancel', { orderId: order.id, trackingNumber });
  return null;
}

function alreadyBooked(): Conflict {
  return new Conflict('This order is already booked with the courier.', undefined, 'ALREADY_BOOKED');
}

function notBookable(): Conflict {
  return new Conflict(
    'Only paid or cash-on-delivery orders not yet shipped can be booked.',
    undefined,
    'NOT_BOOKABLE',
  );
}
