import type { ReactNode } from 'react';
import { Dialog } from '../../../components/Dialog.tsx';
import { primaryButtonClass, secondaryButtonClass } from './ui-classes.ts';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** While the action runs the buttons wait and the confirm button says so. */
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** docs/orders-and-delivery.md#cancelling: the reusable "are you sure?" dialog of the order pages. */
export function ConfirmationModal({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  busyLabel = 'Please wait…',
  onConfirm,
  onClose,
}: Props) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={busy} className={secondaryButtonClass}>
            {cancelLabel}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={primaryButtonClass}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      }
    >
      {children}
    </Dialog>
  );
}
