import type { OrderRead } from '@fengshui/shared/order-read';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { usePaymentUrl } from '../api/get-payment-url.ts';
import { orderKeys } from '../api/order-keys.ts';
import {
  type ContinuePaymentOutcome,
  continuePaymentFailure,
  continuePaymentOutcome,
  hoursRemainingText,
} from '../logic/continue-payment.ts';
import { goToPaymentPage } from '../logic/payment-redirect.ts';
import { primaryButtonClass } from './ui-classes.ts';

/** docs/orders-and-delivery.md#continue-payment and #messages: back to the gateway while the payment window is open. */
export function ContinuePaymentButton({ order }: { order: Pick<OrderRead, 'order_id'> }) {
  const paymentUrl = usePaymentUrl();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [redirecting, setRedirecting] = useState<string | null>(null);

  const act = (outcome: ContinuePaymentOutcome) => {
    switch (outcome.kind) {
      case 'redirect':
        setRedirecting(hoursRemainingText(outcome.hoursRemaining));
        goToPaymentPage(outcome.paymentUrl);
        return;
      case 'completed':
        // Paid meanwhile: read the order again so the page shows it.
        toast.success(outcome.message);
        void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.order_id) });
        return;
      case 'login':
        toast.error(outcome.message);
        void navigate('/login', { state: { from: location } });
        return;
      default:
        toast.error(outcome.message);
    }
  };

  const continuePayment = async () => {
    try {
      act(continuePaymentOutcome(await paymentUrl.mutateAsync(order.order_id)));
    } catch (error) {
      act(continuePaymentFailure(error));
    }
  };

  return (
    <div className="flex flex-col gap-1">
      {/* The pending-payment result page links here (#continue-payment). */}
      <button
        id="continue-payment"
        type="button"
        onClick={() => void continuePayment()}
        disabled={paymentUrl.isPending || redirecting !== null}
        className={primaryButtonClass}
      >
        <CreditCard size={17} aria-hidden />
        {paymentUrl.isPending ? 'Checking payment…' : 'Continue Payment'}
      </button>
      {redirecting && (
        <p role="status" className="max-w-xs text-xs text-stone-600">
          {redirecting}
        </p>
      )}
    </div>
  );
}
