import { orderStatusLabel, type StatusTone, statusTone } from '@fengshui/shared/order-status';
import { type PaymentFacts, paymentStatement } from '@fengshui/shared/order-summary';
import { paymentTone } from '../../logic/order-display.ts';

// docs/orders-and-delivery.md#order-statuses: a colour per status; an unknown status is grey. Full class names, so Tailwind sees them.
const TONE_CLASSES: Record<StatusTone, string> = {
  amber: 'bg-amber-100 text-amber-800 ring-amber-200',
  blue: 'bg-blue-100 text-blue-800 ring-blue-200',
  indigo: 'bg-indigo-100 text-indigo-800 ring-indigo-200',
  violet: 'bg-violet-100 text-violet-800 ring-violet-200',
  teal: 'bg-teal-100 text-teal-800 ring-teal-200',
  green: 'bg-green-100 text-green-800 ring-green-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
  gray: 'bg-gray-100 text-gray-700 ring-gray-200',
};

const badgeClass =
  'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span data-testid="order-status" className={`${badgeClass} ${TONE_CLASSES[statusTone(status)]}`}>
      {orderStatusLabel(status)}
    </span>
  );
}

/** The payment as it stands for this order: a cancelled order's unpaid COD reads "Nothing to pay". */
export function PaymentStatusBadge({ order }: { order: PaymentFacts }) {
  return (
    <span
      data-testid="payment-status"
      className={`${badgeClass} ${TONE_CLASSES[paymentTone(order.payment_status)]}`}
    >
      {paymentStatement(order)}
    </span>
  );
}
