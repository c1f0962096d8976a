import { paymentStatusLabel } from './order-status.ts';

// docs/orders-and-delivery.md#order-summary: every summary of an order (order page, tracking page,
// confirmation, e-mails, the admin's order) shows the same lines, and they add up:
// subtotal + shipping fee - discounts = total.

/** The sums of an order as the order read gives them, in pesos. */
export interface OrderSums {
  subtotal: number;
  shipping_fee: number;
  product_discount: number;
  shipping_discount: number;
  total_price: number;
}

export interface OrderSumLine {
  id: 'subtotal' | 'shipping_fee' | 'product_discount' | 'shipping_discount';
  label: string;
  amount: number;
  /** Taken off the total (shown with a minus sign). */
  deducted: boolean;
}

/** Subtotal and shipping fee always; each discount only when there is one. */
export function orderSumLines(order: OrderSums): OrderSumLine[] {
  const lines: OrderSumLine[] = [
    { id: 'subtotal', label: 'Subtotal', amount: order.subtotal, deducted: false },
    { id: 'shipping_fee', label: 'Shipping fee', amount: order.shipping_fee, deducted: false },
  ];
  if (order.product_discount > 0) {
    lines.push({
      id: 'product_discount',
      label: 'Product discount',
      amount: order.product_discount,
      deducted: true,
    });
  }
  if (order.shipping_discount > 0) {
    lines.push({
      id: 'shipping_discount',
      label: 'Shipping discount',
      amount: order.shipping_discount,
      deducted: true,
    });
  }
  return lines;
}

/** Whether the lines give the total, to the centavo. */
export function orderSumsAddUp(order: OrderSums): boolean {
  const centavos = orderSumLines(order).reduce(
    (sum, line) => sum + (line.deducted ? -1 : 1) * Math.round(line.amount * 100),
    0,
  );
  return centavos === Math.round(order.total_price * 100);
}

/** What the order's payment amounts to, read with the order's status. */
export interface PaymentFacts {
  order_status: string;
  payment_status: string;
  payment_method: string;
}

const ENDED: Record<string, string> = { cancelled: 'order cancelled', returned: 'order returned' };
const NOTHING_TAKEN: readonly string[] = ['pending', 'cod_pending', 'failed', 'awaiting_for_confirmation'];

/**
 * The payment line of an order (docs/orders-and-delivery.md#payment-status): what happened, never a
 * payment still "pending" on an order that ended. A cancelled or returned order that took no money
 * has nothing to pay; one that did says the refund is due (or done).
 */
export function paymentStatement(order: PaymentFacts): string {
  const ended = ENDED[order.order_status.toLowerCase()];
  const status = order.payment_status.toLowerCase();
  if (ended) {
    if (NOTHING_TAKEN.includes(status)) return `Nothing to pay (${ended})`;
    if (status === 'refund_due' || status === 'paid' || status === 'cod_collected') {
      return `Refund due (${ended})`;
    }
    if (status === 'refunded') return `Refunded (${ended})`;
  }
  return paymentStatusLabel(status);
}
