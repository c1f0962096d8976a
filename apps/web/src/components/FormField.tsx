import type { ReactNode } from 'react';

export interface ControlA11yProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface Props {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  /** Renders the control with its id and the ids of its hint and error. */
  children: (a11y: ControlA11yProps) => ReactNode;
}

/** A labelled control whose hint and error are read with it (aria-describedby). */
export function FormField({ id, label, error, hint, optional, className, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
        {optional && <span className="font-normal text-stone-500"> (optional)</span>}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-brand-600">
          {error}
        </p>
      )}
      {hint && (
        <div id={hintId} className="mt-1.5 text-xs text-stone-500">
          {hint}
        </div>
      )}
    </div>
  );
}
