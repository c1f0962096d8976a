import { type ReactNode, useEffect, useId, useState } from 'react';
import { Dialog } from '../../../../components/Dialog.tsx';
import { dangerButtonClass, fieldClass, primaryButtonClass, secondaryButtonClass } from './action-classes.ts';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  danger?: boolean;
  /** When given, the dialog asks for an optional note under this label. */
  noteLabel?: string;
  onConfirm: (note: string | undefined) => void;
  onClose: () => void;
}

/** Asks before an action that changes the order for the customer (and, for some, the stock or money). */
export function ConfirmActionDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  danger = false,
  noteLabel,
  onConfirm,
  onClose,
}: Props) {
  const noteId = useId();
  const [note, setNote] = useState('');
  useEffect(() => {
    if (open) setNote('');
  }, [open]);

  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={pending} className={secondaryButtonClass}>
            Go back
          </button>
          <button
            type="button"
            onClick={() => onConfirm(note.trim() || undefined)}
            disabled={pending}
            className={danger ? dangerButtonClass : primaryButtonClass}
          >
            {pending ? pendingLabel : confirmLabel}
          </button>
        </div>
      }
    >
      <div className="space-y-3">
        {children}
        {noteLabel && (
          <div>
            <label htmlFor={noteId} className="mb-1 block text-sm font-medium text-stone-700">
              {noteLabel}
            </label>
            <textarea
              id={noteId}
              value={note}
              maxLength={500}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
              className={fieldClass}
            />
          </div>
        )}
      </div>
    </Dialog>
  );
}
