import { centavosToPesos, formatPeso } from '@fengshui/shared/money';
import { orderSumLines } from '@fengshui/shared/order-summary';
import { describeAttributes } from '@fengshui/shared/variants';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { orderConfirmationEmail } from '../../integrations/mail/templates.ts';
import type { Mailer } from '../../integrations/mail/types.ts';

/**
 * The order confirmation: at once for cash on delivery, when the payment arrives for online orders.
 * Given the confirming transaction, the mail is written (and its delivery queued) inside it.
 */
export async function sendOrderConfirmation(
  db: DbOrTx,
  mailer: Mailer,
  publicUrl: string,
  orderId: number,
): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  await mailer.send(orderConfirmationMessage(order, items, publicUrl), db);
}

type ConfirmedOrder = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'email'
  | 'recipientName'
  | 'orderCode'
  | 'paymentStatus'
  | 'subtotalCentavos'
  | 'shippingFeeCentavos'
  | 'productDiscountCentavos'
  | 'shippingDiscountCentavos'
  | 'totalCentavos'
>;
type ConfirmedLine = Pick<
  typeof orderItems.$inferSelect,
  'quantity' | 'productName' | 'variantAttributes' | 'unitPriceCentavos'
>;

/** The confirmation e-mail of an order and its lines (in their order), from what the caller holds. */
export function orderConfirmationMessage(order: ConfirmedOrder, items: ConfirmedLine[], publicUrl: string) {
  const lines = items.map((item) => {
    const options = describeAttributes(item.variantAttributes);
    return `${item.quantity} × ${item.productName}${options ? ` (${options})` : ''}: ${formatPeso((item.unitPriceCentavos * item.quantity) / 100)}`;
  });
  // docs/orders-and-delivery.md#order-summary: the same lines as every page, adding up to the total.
  const sums = orderSumLines({
    subtotal: centavosToPesos(order.subtotalCentavos),
    shipping_fee: centavosToPesos(order.shippingFeeCentavos),
    product_discount: centavosToPesos(order.productDiscountCentavos),
    shipping_discount: centavosToPesos(order.shippingDiscountCentavos),
    total_price: centavosToPesos(order.totalCentavos),
  }).map((line) => `${line.label}: ${line.deducted ? '−' : ''}${formatPeso(line.amount)}`);
  return orderConfirmationEmail({
    to: order.email,
    name: order.recipientName,
    orderCode: order.orderCode,
    lines,
    sums,
    total: formatPeso(order.totalCentavos / 100),
    paid: order.paymentStatus === 'paid',
    url: `${publicUrl}/account/orders/${order.id}`,
  });
}
