import { centavosToPesos } from '@fengshui/shared/money';
import type { OrderRead } from '@fengshui/shared/order-read';
import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, type orders, payments } from '../../db/schema/index.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { imageUrls } from '../media/index.ts';

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** One line for the customer: house number, building, street, barangay, city, province, postcode. */
export function addressLine(address: Record<string, string>): string {
  const street = [address.house_number, address.building, address.street_name].filter(Boolean).join(' ');
  return [street, address.barangay, address.city, address.province, address.postcode]
    .filter((part) => part && part.trim().length > 0)
    .join(', ');
}

function splitName(name: string): { first: string; last: string } {
  const space = name.indexOf(' ');
  return space === -1
    ? { first: name, last: '' }
    : { first: name.slice(0, space), last: name.slice(space + 1) };
}

/** docs/orders-and-delivery.md#order-detail, with every alias the screens read. */
export function toOrderRead(
  order: OrderRow,
  items: ItemRow[],
  payment: PaymentRow | null,
  storage: MediaStorage,
): OrderRead {
  const subtotal = centavosToPesos(order.subtotalCentavos);
  const shippingFee = centavosToPesos(order.shippingFeeCentavos);
  const address = addressLine(order.shippingAddress);
  const name = splitName(order.recipientName);
  return {
    order_id: order.id,
    order_code: order.orderCode,
    order_status: order.status,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    total_product_price: subtotal,
    shipping_fee: shippingFee,
    total_shipping_fee: shippingFee,
    product_discount: centavosToPesos(order.productDiscountCentavos),
    shipping_discount: centavosToPesos(order.shippingDiscountCentavos),
    total_price: centavosToPesos(order.totalCentavos),
    voucher_code: order.voucherCode,
    tracking_number: order.trackingNumber,
    shipping_status: order.trackingNumber ? order.status : null,
    first_name: name.first,
    last_name: name.last,
    phone: order.phone,
    email: order.email,
    shipping: { name: order.recipientName, phone: order.phone, email: order.email, address },
    shipping_address: order.shippingAddress,
    address,
    payment: {
      payment_method: order.paymentMethod,
      payment_status: order.paymentStatus,
      reference_number: payment?.referenceNumber ?? null,
      transaction_id: payment?.txnId ?? null,
    },
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    items: items.map((item) => ({
      product_id: item.productId,
      variant_id: item.variantId,
      product_name: item.productName,
      product_code: item.productCode,
      variant_attributes: item.variantAttributes,
      price: centavosToPesos(item.unitPriceCentavos),
      quantity: item.quantity,
      image_url: item.imageKey ? imageUrls(storage, item.imageKey).url : null,
    })),
  };
}

/** Reads several orders' items and latest payments in two queries, and maps them. */
export async function readOrders(db: DbOrTx, storage: MediaStorage, rows: OrderRow[]): Promise<OrderRead[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, paymentRows] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(desc(payments.id)),
  ]);
  return rows.map((row) =>
    toOrderRead(
      row,
      items.filter((item) => item.orderId === row.id),
      paymentRows.find((payment) => payment.orderId === row.id) ?? null,
      storage,
    ),
  );
}

export async function readOrder(db: DbOrTx, storage: MediaStorage, row: OrderRow): Promise<OrderRead> {
  const [read] = await readOrders(db, storage, [row]);
  return read!;
}

export async function latestPayment(db: DbOrTx, orderId: number): Promise<PaymentRow | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return payment ?? null;
}
