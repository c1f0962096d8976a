import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import type { PlacedAttemptOrder } from '../logic/checkout-attempt.ts';

/** The order this checkout already placed, still awaiting payment: pay it rather than order again. */
export function UnpaidOrderPanel({
  order,
  paying,
  onContinuePayment,
}: {
  order: PlacedAttemptOrder;
  paying: boolean;
  onContinuePayment: () => void;
}) {
  return (
    <section
      aria-label="Order awaiting payment"
      data-testid="unpaid-order-panel"
      className="mb-5 flex flex-col gap-3 rounded-2xl border border-gold-300 bg-cream p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-ink">
        You already placed order <span className="font-semibold figures">{order.code}</span> for these items.
        It is waiting for your payment.
      </p>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link
          to={`/account/orders/${order.id}`}
          className="inline-flex min-h-11 items-center justify-center rounded-full border border-brand-600 px-5 text-sm font-semibold text-brand-600 hover:bg-brand-50"
        >
          View Order
        </Link>
        <button
          type="button"
          onClick={onContinuePayment}
          disabled={paying}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          <CreditCard size={17} aria-hidden />
          {paying ? 'Opening payment…' : 'Continue Payment'}
        </button>
      </div>
    </section>
  );
}
