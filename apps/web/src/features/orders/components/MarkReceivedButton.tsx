import { ORDER_MESSAGES_READ, type OrderRead } from '@fengshui/shared/order-read';
import { PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useMarkOrderReceived } from '../api/mark-order-received.ts';
import { ORDER_PAGE_MESSAGES } from '../logic/order-messages.ts';
import { serverMessageOr } from '../logic/server-message.ts';
import { ConfirmationModal } from './ConfirmationModal.tsx';
import { primaryButtonClass } from './ui-classes.ts';

/** docs/orders-and-delivery.md#order-received: "Order Received" for a delivered order; on success the order is completed. */
export function MarkReceivedButton({ order }: { order: Pick<OrderRead, 'order_id' | 'order_code'> }) {
  const markReceived = useMarkOrderReceived();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      const response = await markReceived.mutateAsync(order.order_id);
      toast.success(response.message || ORDER_MESSAGES_READ.received);
    } catch (error) {
      toast.error(serverMessageOr(error, ORDER_PAGE_MESSAGES.markReceivedFailed));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <button type="button" onClick={() => setConfirming(true)} className={primaryButtonClass}>
        <PackageCheck size={17} aria-hidden />
        Order Received
      </button>
      <ConfirmationModal
        open={confirming}
        title="Confirm Order Received"
        confirmLabel="Yes, I Received It"
        cancelLabel="Not Yet"
        busy={markReceived.isPending}
        busyLabel="Updating…"
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      >
        <p>
          Please confirm that you have received order <strong className="text-ink">{order.order_code}</strong>{' '}
          in good condition. The order will then be marked as completed.
        </p>
      </ConfirmationModal>
    </>
  );
}
