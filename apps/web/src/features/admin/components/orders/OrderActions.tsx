import { deskSteps } from '@fengshui/shared/admin-order-views';
import type { AdminOrderDetail } from '@fengshui/shared/admin-orders';
import { isOrderStatus, orderStatusLabel } from '@fengshui/shared/order-status';
import { Ban, Banknote, FileText, PackageCheck, Truck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../../components/Card.tsx';
import { useBookCourier } from '../../api/book-courier.ts';
import { useCancelAdminOrder } from '../../api/cancel-admin-order.ts';
import { useHandToCourier } from '../../api/desk-actions.ts';
import { useMarkCodCollected } from '../../api/mark-cod-collected.ts';
import { useMarkOrderRefunded } from '../../api/mark-order-refunded.ts';
import { outlineButtonClass, primaryButtonClass } from './action-classes.ts';
import { ConfirmActionDialog } from './ConfirmActionDialog.tsx';
import { StatusMoveForm } from './StatusMoveForm.tsx';

type Confirmation = 'cod' | 'refunded' | 'cancel' | 'hand-over';

/** What the owner may do with the order now; the server decides, the flags of the detail say which. */
export function OrderActions({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail;
  const orderId = order.order_id;
  const bookCourier = useBookCourier(orderId);
  const codCollected = useMarkCodCollected(orderId);
  const refunded = useMarkOrderRefunded(orderId);
  const cancel = useCancelAdminOrder(orderId);
  const handOver = useHandToCourier(orderId);
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const close = () => setConfirming(null);

  // Cancelling has its own button (it restocks and settles the payment), so it is not offered twice.
  const moves = detail.next_statuses
    .filter(isOrderStatus)
    .filter((status) => !(detail.can_cancel && status === 'cancelled'));
  const waybill = order.tracking_number
    ? `/api/delivery/ninjavan/waybill/${encodeURIComponent(order.tracking_number)}`
    : null;
  const anyAction =
    detail.can_hand_to_courier ||
    moves.length > 0 ||
    detail.can_book_courier ||
    waybill !== null ||
    detail.can_mark_cod_collected ||
    detail.can_mark_refunded ||
    detail.can_cancel;

  return (
    <Card look="admin" title="Actions">
      {!anyAction && <p className="text-sm text-stone-500">Nothing left to do for this order.</p>}
      {detail.can_hand_to_courier && (
        <div className="mb-4 border-b border-stone-100 pb-4">
          <button
            type="button"
            onClick={() => setConfirming('hand-over')}
            disabled={handOver.isPending}
            className={`${primaryButtonClass} w-full`}
          >
            <PackageCheck size={18} aria-hidden /> Mark as packed and hand to courier
          </button>
          <p className="mt-1.5 text-xs text-stone-500">
            Every stage up to Shipped in one step, each kept in the status history.
          </p>
        </div>
      )}
      {moves.length > 0 && (
        <StatusMoveForm
          key={order.order_status}
          orderId={orderId}
          orderCode={order.order_code}
          currentStatus={order.order_status}
          moves={moves}
        />
      )}
      <div className={`grid gap-2 ${moves.length > 0 ? 'mt-4 border-t border-stone-100 pt-4' : ''}`}>
        {detail.can_book_courier && (
          <button
            type="button"
            onClick={() => bookCourier.mutate()}
            disabled={bookCourier.isPending}
            className={outlineButtonClass}
          >
            <Truck size={18} aria-hidden /> {bookCourier.isPending ? 'Booking…' : 'Book courier'}
          </button>
        )}
        {waybill && (
          <a href={waybill} target="_blank" rel="noopener noreferrer" className={outlineButtonClass}>
            <FileText size={18} aria-hidden /> Print waybill
          </a>
        )}
        {detail.can_mark_cod_collected && (
          <button type="button" onClick={() => setConfirming('cod')} className={outlineButtonClass}>
            <Banknote size={18} aria-hidden /> Mark COD cash collected
          </button>
        )}
        {detail.can_mark_refunded && (
          <button type="button" onClick={() => setConfirming('refunded')} className={outlineButtonClass}>
            <Undo2 size={18} aria-hidden /> Mark refunded
          </button>
        )}
        {detail.can_cancel && (
          <button
            type="button"
            onClick={() => setConfirming('cancel')}
            className={`${outlineButtonClass} border-brand-800 text-brand-800`}
          >
            <Ban size={18} aria-hidden /> Cancel order
          </button>
        )}
      </div>

      <ConfirmActionDialog
        open={confirming === 'hand-over'}
        title="Packed and handed to the courier?"
        confirmLabel="Mark as shipped"
        pendingLabel="Moving it along…"
        pending={handOver.isPending}
        onConfirm={() => handOver.mutate(undefined, { onSettled: close })}
        onClose={close}
      >
        <p>
          Order <strong className="figures">{order.order_code}</strong> moves{' '}
          {(deskSteps(order.order_status, 'shipped') ?? []).map(orderStatusLabel).join(' → ')}
          {order.tracking_number ? '' : ', booked with the courier first'}. The customer is told at each
          stage.
        </p>
      </ConfirmActionDialog>
      <ConfirmActionDialog
        open={confirming === 'cod'}
        title="Cash collected?"
        confirmLabel="Mark collected"
        pendingLabel="Saving…"
        pending={codCollected.isPending}
        onConfirm={() => codCollected.mutate(undefined, { onSettled: close })}
        onClose={close}
      >
        <p>
          Record that the courier has remitted the cash for order{' '}
          <strong className="figures">{order.order_code}</strong>.
        </p>
      </ConfirmActionDialog>
      <ConfirmActionDialog
        open={confirming === 'refunded'}
        title="Refund paid?"
        confirmLabel="Mark refunded"
        pendingLabel="Saving…"
        pending={refunded.isPending}
        onConfirm={() => refunded.mutate(undefined, { onSettled: close })}
        onClose={close}
      >
        <p>
          Record that the payment for order <strong className="figures">{order.order_code}</strong> has been
          paid back to the customer.
        </p>
      </ConfirmActionDialog>
      <ConfirmActionDialog
        open={confirming === 'cancel'}
        title="Cancel this order?"
        confirmLabel="Cancel order"
        pendingLabel="Cancelling…"
        danger
        noteLabel="Reason (optional)"
        pending={cancel.isPending}
        onConfirm={(note) => cancel.mutate(note ? { note } : {}, { onSettled: close })}
        onClose={close}
      >
        <p>
          Order <strong className="figures">{order.order_code}</strong> is cancelled and its items go back
          into stock. An order paid online is marked as refund due. This cannot be undone.
        </p>
      </ConfirmActionDialog>
    </Card>
  );
}
