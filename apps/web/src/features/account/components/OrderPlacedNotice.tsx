import { CircleCheck } from 'lucide-react';
import { useLocation } from 'react-router';

/** docs/checkout-and-payment.md#cash-on-delivery: a cash-on-delivery order ends on the account page, showing its confirmation. */
export function OrderPlacedNotice() {
  const { state } = useLocation();
  const code = (state as { orderPlaced?: { order_code?: unknown } } | null)?.orderPlaced?.order_code;
  if (typeof code !== 'string') return null;
  return (
    <output className="mb-6 flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <CircleCheck size={20} className="mt-0.5 shrink-0 text-emerald-700" aria-hidden />
      <span>
        <strong className="figures font-semibold">Thank you! Order {code} is confirmed.</strong> Please have
        the exact amount ready for the courier. We sent the details to your e-mail.
      </span>
    </output>
  );
}
