import { type ReactNode, useId } from 'react';

/** A labelled control with its hint and its error, wired for screen readers. */
export function FormField({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      {/* The id lets a control that is not a form element (the rich-text editor) name itself by it. */}
      <label id={`${id}-label`} htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-700">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-brand-700">
          {error}
        </p>
      )}
    </div>
  );
}
