import { useEffect, useId, useRef, useState } from 'react';
import { isAllowedLink, LINK_RULE_MESSAGE } from '../logic/link-rules.ts';
import { smallButtonClass } from './form-classes.ts';

/** The address of a link in a rich text, checked against the schemes the server keeps. */
export function LinkForm({
  initial = 'https://',
  onAdd,
  onCancel,
}: {
  initial?: string;
  onAdd: (href: string) => void;
  onCancel: () => void;
}) {
  const inputId = useId();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = () => {
    if (!isAllowedLink(href)) {
      setError(LINK_RULE_MESSAGE);
      return;
    }
    onAdd(href.trim());
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-stone-200 bg-amber-50/50 p-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={inputId} className="mb-1 block text-xs font-semibold text-stone-700">
          Link address
        </label>
        <input
          ref={input}
          id={inputId}
          type="text"
          inputMode="url"
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
            if (event.key === 'Escape') onCancel();
          }}
          aria-invalid={error ? true : undefined}
          className="block min-h-9 w-full rounded-md border border-stone-300 px-2 text-sm focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300"
        />
        {error && (
          <p role="alert" className="mt-1 text-xs text-brand-700">
            {error}
          </p>
        )}
      </div>
      <button type="button" className={smallButtonClass} onClick={submit}>
        Add link
      </button>
      <button type="button" className={smallButtonClass} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
