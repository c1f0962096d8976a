import type { OrderRead } from '@fengshui/shared/order-read';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/Dialog.tsx';
import { type CourierCancelResponse, useCancelCourierOrder } from '../api/cancel-courier-order.ts';
import { cancelErrorMessage } from '../logic/cancel-errors.ts';
import { ORDER_PAGE_MESSAGES } from '../logic/order-messages.ts';
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from './ui-classes.ts';

// docs/orders-and-delivery.md#cancelling: "cancel success closes after 2 s".
export const CANCEL_SUCCESS_CLOSE_MS = 2_000;

type ModalState =
  | { step: 'confirm' }
  | { step: 'processing' }
  | { step: 'success'; message: string }
  /** `retry` is false when trying again cannot help (no tracking number). */
  | { step: 'error'; message: string; retry: boolean };

interface Props {
  open: boolean;
  order: Pick<OrderRead, 'order_id' | 'order_code' | 'tracking_number'>;
  onClose: () => void;
  onCancelled?: (response: CourierCancelResponse) => void;
}

const opening = (trackingNumber: string | null): ModalState =>
  trackingNumber?.trim()
    ? { step: 'confirm' }
    : // docs/orders-and-delivery.md#cancelling: the cancel goes through the courier booking, so it needs a tracking number.
      { step: 'error', message: ORDER_PAGE_MESSAGES.noTracking, retry: false };

/**
 * docs/orders-and-delivery.md#cancelling: the reusable cancel modal with its four states (confirm, processing,
 * success that closes itself after 2 s, error with Try Again).
 */
export function CancelOrderModal({ open, order, onClose, onCancelled }: Props) {
  const cancel = useCancelCourierOrder();
  const [state, setState] = useState<ModalState>(() => opening(order.tracking_number));

  // Each opening starts again from the question.
  useEffect(() => {
    if (open) setState(opening(order.tracking_number));
  }, [open, order.tracking_number]);

  // The latest onClose, so a parent's re-render does not restart the 2 seconds.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (state.step !== 'success') return;
    const timer = window.setTimeout(() => closeRef.current(), CANCEL_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [state.step]);

  const confirm = async () => {
    const trackingNumber = order.tracking_number?.trim();
    if (!trackingNumber) return;
    setState({ step: 'processing' });
    try {
      const response = await cancel.mutateAsync({ orderId: order.order_id, trackingNumber });
      setState({ step: 'success', message: response.message });
      onCancelled?.(response);
    } catch (error) {
      setState({ step: 'error', message: cancelErrorMessage(error), retry: true });
    }
  };

  const processing = state.step === 'processing';
  const footer = (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {state.step === 'confirm' || processing ? (
        <>
          <button type="button" onClick={onClose} disabled={processing} className={secondaryButtonClass}>
            Keep Order
          </button>
          <button
            type="button"
            onClick={() => void confirm()}
            disabled={processing}
            className={dangerButtonClass}
          >
            {processing ? 'Cancelling…' : 'Yes, Cancel Order'}
          </button>
        </>
      ) : (
        <>
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Close
          </button>
          {state.step === 'error' && state.retry && (
            <button type="button" onClick={() => void confirm()} className={primaryButtonClass}>
              Try Again
            </button>
          )}
        </>
      )}
    </div>
  );

  return (
    <Dialog open={open} title="Cancel Order" onClose={onClose} footer={footer}>
      <div aria-live="polite">
        {state.step === 'confirm' && (
          <p>
            Are you sure you want to cancel order{' '}
            <strong className="figures text-ink">{order.order_code}</strong>? This cannot be undone.
          </p>
        )}
        {processing && (
          <p className="flex items-center gap-3" role="status">
            <span
              aria-hidden
              className="h-5 w-5 animate-spin rounded-full border-2 border-gold-300 border-t-brand-600"
            />
            Cancelling your order…
          </p>
        )}
        {state.step === 'success' && (
          <p className="flex items-start gap-3 text-green-800" role="status">
            <CheckCircle2 size={22} className="shrink-0" aria-hidden />
            {state.message}
          </p>
        )}
        {state.step === 'error' && (
          <p className="flex items-start gap-3 text-brand-700" role="alert">
            <XCircle size={22} className="shrink-0" aria-hidden />
            {state.message}
          </p>
        )}
      </div>
    </Dialog>
  );
}
