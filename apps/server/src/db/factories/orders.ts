import type { OrderStatus, PaymentStatus } from '@fengshui/shared/order-status';
import { eq } from 'drizzle-orm';
import { describeCourierStatus } from '../../integrations/ninjavan/courier-status.ts';
import { nextOrderCode, statusNotification } from '../../modules/orders/index.ts';
import type { DbOrTx } from '../client.ts';
import {
  notifications,
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  productImages,
  trackingEvents,
} from '../schema/index.ts';

export interface PastOrderInput {
  userId: number;
  recipientName: string;
  email: string;
  phone?: string;
  items: {
    product: { id: number; name: string; productCode: string; priceCentavos: number };
    quantity: number;
  }[];
  paymentMethod: 'dragonpay' | 'cod';
  /** Every status the order went through after placement, with hours since placement. */
  path: { status: OrderStatus; afterHours: number }[];
  placedAt: Date;
  shippingFeeCentavos?: number;
  notify?: boolean;
  /** Address fields that differ from the Makati default (e.g. region_id and province_id PSGC codes). */
  address?: Record<string, string>;
}

const HOUR_MS = 3_600_000;

// The sandbox courier's scans for the statuses a parcel passes (integrations/ninjavan/sandbox.ts).
const SCANS: Partial<Record<OrderStatus, string>> = {
  for_shipping: 'Pending Pickup',
  shipped: 'Successful Pickup',
  in_transit: 'Arrived at Sorting Hub',
  out_for_delivery: 'On Vehicle for Delivery',
  delivered: 'Successful Delivery',
};

const SHIPPED_OR_LATER: readonly OrderStatus[] = [
  'for_shipping',
  'shipped',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'received',
  'completed',
];

/**
 * An order as it would stand after its history had happened: items, payment, status history, the
 * courier's scans and tracking number once shipped. For the demo shop and for tests of later screens.
 */
export async function createPastOrder(db: DbOrTx, input: PastOrderInput) {
  const at = (hours: number) => new Date(input.placedAt.getTime() + hours * HOUR_MS);
  const finalStatus =
    input.path.at(-1)?.status ?? (input.paymentMethod === 'cod' ? 'processing' : 'pending_payment');
  const subtotal = input.items.reduce((sum, item) => sum + item.product.priceCentavos * item.quantity, 0);
  const fee = input.shippingFeeCentavos ?? 12_000;
  const paid = input.paymentMethod === 'dragonpay' && input.path.some((step) => step.status === 'processing');
  const codCollected = input.paymentMethod === 'cod' && finalStatus === 'completed';
  const paymentStatus: PaymentStatus = paid
    ? 'paid'
    : codCollected
      ? 'cod_collected'
      : input.paymentMethod === 'cod'
        ? 'cod_pending'
        : 'pending';
  const booked = input.path.some((step) => SHIPPED_OR_LATER.includes(step.status));
  const code = await nextOrderCode(db, input.placedAt);
  const trackingNumber = booked ? `NVSB${code.replace(/\D/g, '').slice(-10).padStart(10, '0')}` : null;
  const delivered = input.path.find((step) => step.status === 'delivered');
  const [order] = await db
    .insert(orders)
    .values({
      orderCode: code,
      userId: input.userId,
      status: finalStatus,
      paymentMethod: input.paymentMethod,
      paymentStatus,
      subtotalCentavos: subtotal,
      shippingFeeCentavos: fee,
      totalCentavos: subtotal + fee,
      recipientName: input.recipientName,
      phone: input.phone ?? '+639171234567',
      email: input.email,
      shippingAddress: {
        house_number: 'Unit 1203',
        building: 'Jade Tower',
        street_name: 'Ayala Avenue',
        barangay: 'Bel-Air',
        city: 'City of Makati',
        province: 'Fourth District',
        region: 'National Capital Region (NCR)',
        postcode: '1226',
        country: 'PH',
        ...input.address,
      },
      weightGrams: Math.max(1000, input.items.reduce((sum, item) => sum + item.quantity, 0) * 500),
      trackingNumber,
      courier: booked ? 'sandbox' : null,
      bookedAt: booked ? at(2) : null,
      deliveredAt: delivered ? at(delivered.afterHours) : null,
      createdAt: input.placedAt,
      updatedAt: at(input.path.at(-1)?.afterHours ?? 0),
    })
    .returning();
  const orderId = order!.id;
  for (const { product, quantity } of input.items) {
    const [image] = await db
      .select({ key: productImages.storageKey })
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .orderBy(productImages.position)
      .limit(1);
    await db.insert(orderItems).values({
      orderId,
      productId: product.id,
      productName: product.name,
      productCode: product.productCode,
      imageKey: image?.key ?? null,
      unitPriceCentavos: product.priceCentavos,
      quantity,
      placedAt: input.placedAt,
    });
  }
  await db.insert(payments).values({
    orderId,
    method: input.paymentMethod,
    status: paymentStatus,
    amountCentavos: subtotal + fee,
    txnId: `${code}-1`,
    referenceNumber: paid ? `DP${code.replace(/\D/g, '').slice(-8)}` : null,
    providerStatus: paid ? 'S' : null,
    createdAt: input.placedAt,
  });
  const firstStatus: OrderStatus = input.paymentMethod === 'cod' ? 'processing' : 'pending_payment';
  await db.insert(orderStatusHistory).values({
    orderId,
    status: firstStatus,
    actor: `customer:${input.userId}`,
    createdAt: input.placedAt,
  });
  // A cash-on-delivery order is processing from the start: no second "processing" by the gateway.
  for (const step of input.path.filter(
    (entry) => !(entry.status === firstStatus && (entry.afterHours === 0 || input.paymentMethod === 'cod')),
  )) {
    await db.insert(orderStatusHistory).values({
      orderId,
      status: step.status,
      actor:
        step.status === 'processing'
          ? 'dragonpay'
          : step.status === 'completed'
            ? `customer:${input.userId}`
            : 'admin:seed',
      createdAt: at(step.afterHours),
    });
    const scan = SCANS[step.status];
    if (scan && trackingNumber)
      await db.insert(trackingEvents).values({
        orderId,
        trackingNumber,
        status: scan,
        description: describeCourierStatus(scan),
        location: step.status === 'in_transit' ? 'Metro Manila sorting hub' : null,
        occurredAt: at(step.afterHours),
        source: 'sandbox',
        dedupeKey: `sandbox:${trackingNumber}:${step.status}`,
      });
  }
  if (input.notify) {
    const notice = statusNotification(order!, finalStatus, false);
    await db.insert(notifications).values({
      userId: input.userId,
      title: notice.title ?? 'Notification',
      message: notice.message,
      link: notice.link ?? null,
      createdAt: at(input.path.at(-1)?.afterHours ?? 0),
    });
  }
  return order!;
}
