import type { OrderRead } from '@fengshui/shared/order-read';
import {
  CANCEL_REDIRECT_MS,
  canContinuePayment,
  cancelRefusal,
  canMarkReceived,
  isCancellable,
} from '@fengshui/shared/order-status';
import { Info, ShoppingBag, XCircle } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CancelOrderModal } from './CancelOrderModal.tsx';
import { ContinuePaymentButton } from './ContinuePaymentButton.tsx';
import { MarkReceivedButton } from './MarkReceivedButton.tsx';
import { dangerButtonClass, outlineButtonClass } from './ui-classes.ts';

/** The order detail's buttons: each shown only when its rule (docs/orders-and-delivery.md#order-detail) allows it. */
export function OrderActions({ order }: { order: OrderRead }) {
  const navigate = useNavigate();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const closeCancel = useCallback(() => setCancelOpen(false), []);

  // docs/orders-and-delivery.md#cancelling: after a cancel the customer goes to the purchase history after 2 s.
  useEffect(() => {
    if (!cancelled) return;
    const timer = window.setTimeout(() => void navigate('/account/purchases'), CANCEL_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [cancelled, navigate]);

  const cancellable = isCancellable(order.order_status);
  const refusal = cancelRefusal(order.order_status);

  return (
    <section aria-label="Order actions" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-3">
        {cancellable && (
          <button type="button" onClick={() => setCancelOpen(true)} className={dangerButtonClass}>
            <XCircle size={17} aria-hidden />
            Cancel Order
          </button>
        )}
        {canMarkReceived(order.order_status) && <MarkReceivedButton order={order} />}
        {canContinuePayment(order) && <ContinuePaymentButton order={order} />}
        <Link to="/shop" className={outlineButtonClass}>
          <ShoppingBag size={17} aria-hidden />
          Shop More Now
        </Link>
      </div>
      {refusal && (
        <p data-testid="cancel-refusal" className="flex items-start gap-2 text-sm text-stone-600">
          <Info size={16} className="mt-0.5 shrink-0 text-gold-700" aria-hidden />
          {refusal}
        </p>
      )}
      {/* Stays mounted once the order is cancelled, so the modal can show its success state. */}
      <CancelOrderModal
        open={cancelOpen}
        order={order}
        onClose={closeCancel}
        onCancelled={() => setCancelled(true)}
      />
    </section>
  );
}
