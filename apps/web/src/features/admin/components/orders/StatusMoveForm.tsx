import { isOrderStatus, type OrderStatus, orderStatusLabel } from '@fengshui/shared/order-status';
import { useId, useState } from 'react';
import { useUpdateAdminOrderStatus } from '../../api/update-admin-order-status.ts';
import { fieldClass, primaryButtonClass } from './action-classes.ts';
import { ConfirmActionDialog } from './ConfirmActionDialog.tsx';

interface Props {
  orderId: number;
  orderCode: string;
  currentStatus: string;
  /** The moves the server allows from here (its status machine). */
  moves: OrderStatus[];
}

/** Moves the order one step along the status machine, with an optional note for the history. */
export function StatusMoveForm({ orderId, orderCode, currentStatus, moves }: Props) {
  const selectId = useId();
  const noteId = useId();
  const [target, setTarget] = useState<OrderStatus | ''>(moves[0] ?? '');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const moveStatus = useUpdateAdminOrderStatus(orderId);

  const confirm = () => {
    if (!target) return;
    const trimmed = note.trim();
    moveStatus.mutate(trimmed ? { status: target, note: trimmed } : { status: target }, {
      onSuccess: () => setNote(''),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <form
      aria-label="Change status"
      onSubmit={(event) => {
        event.preventDefault();
        if (target) setConfirming(true);
      }}
      className="space-y-3"
    >
      <div>
        <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-stone-700">
          Move to
        </label>
        <select
          id={selectId}
          value={target}
          onChange={(event) => setTarget(isOrderStatus(event.target.value) ? event.target.value : '')}
          className={`${fieldClass} min-h-11`}
        >
          {moves.map((status) => (
            <option key={status} value={status}>
              {orderStatusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={noteId} className="mb-1 block text-sm font-medium text-stone-700">
          Note (optional)
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={500}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          placeholder="Shown in the status history"
          className={fieldClass}
        />
      </div>
      <button
        type="submit"
        disabled={!target || moveStatus.isPending}
        className={`${primaryButtonClass} w-full`}
      >
        Update status
      </button>
      {target && (
        <ConfirmActionDialog
          open={confirming}
          title="Change the order status?"
          confirmLabel={`Move to ${orderStatusLabel(target)}`}
          pendingLabel="Updating…"
          pending={moveStatus.isPending}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
        >
          <p>
            Move order <strong className="figures">{orderCode}</strong> from{' '}
            <strong>{orderStatusLabel(currentStatus)}</strong> to <strong>{orderStatusLabel(target)}</strong>?
          </p>
          {note.trim() && <p className="text-stone-600">Note: {note.trim()}</p>}
        </ConfirmActionDialog>
      )}
    </form>
  );
}
