import { primaryButtonClass, secondaryButtonClass } from './ui-classes.ts';

interface Props {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel?: (() => void) | undefined;
}

/** The Cancel and Save row that ends every account form; Save comes first on phones. */
export function FormActions({ busy, submitLabel, busyLabel, onCancel }: Props) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:col-span-2 sm:flex-row sm:justify-end">
      {onCancel && (
        <button type="button" onClick={onCancel} disabled={busy} className={secondaryButtonClass}>
          Cancel
        </button>
      )}
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
