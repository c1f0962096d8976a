import { quantityLimitMessage } from '@fengshui/shared/cart-rules';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { clampQuantity, parseQuantityInput } from '../logic/quantity.ts';

interface Props {
  value: number;
  /** Available stock; plus is disabled once the quantity reaches it. */
  max: number;
  /** A ceiling besides the stock (the cart's 99 of one item), said as such when it lowers a quantity. */
  cap?: number;
  onChange: (quantity: number) => void;
  /** Accessible name of the number field, e.g. "Quantity". */
  label: string;
  disabled?: boolean;
  /** Show the label above the control rather than only to screen readers. */
  showLabel?: boolean;
}

const buttonClass =
  'flex h-11 w-11 items-center justify-center text-ink transition hover:bg-gold-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';

/** Minus, number field and plus; the value is always a whole number from 1 to max. */
export function QuantityControl({
  value,
  max: stock,
  cap = Number.POSITIVE_INFINITY,
  onChange,
  label,
  disabled = false,
  showLabel = false,
}: Props) {
  const max = Math.min(stock, cap);
  const inputId = useId();
  // The field may be empty while the shopper retypes; it settles to a valid number on blur.
  const noteId = useId();
  const [draft, setDraft] = useState(String(value));
  // docs/catalogue.md#product-page: a quantity lowered to the stock says why, until the next change.
  const [limit, setLimit] = useState<{ note: string | null; max: number }>({ note: null, max });
  useEffect(() => setDraft(String(value)), [value]);
  // Another variant brings another stock: a note about the old one no longer holds.
  const note = limit.max === max ? limit.note : null;

  const current = clampQuantity(value, max);
  const change = (next: number, requested = next) => {
    const clamped = clampQuantity(next, max);
    setLimit({ note: quantityLimitMessage(requested, stock, cap), max });
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className={showLabel ? 'text-sm font-medium text-stone-700' : 'sr-only'}>
        {label}
      </label>
      <div
        className={`inline-flex w-fit items-center overflow-hidden rounded-lg border border-stone-300 bg-white ${disabled ? 'opacity-60' : ''}`}
      >
        <button
          type="button"
          className={buttonClass}
          aria-label={`Decrease ${label.toLowerCase()}`}
          aria-controls={inputId}
          disabled={disabled || current <= 1}
          onClick={() => change(current - 1)}
        >
          <Minus size={16} aria-hidden />
        </button>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          className="h-11 w-14 border-x border-stone-300 text-center text-base font-medium figures outline-none focus-visible:bg-gold-100 disabled:bg-stone-50"
          value={draft}
          disabled={disabled}
          aria-describedby={note ? noteId : undefined}
          onChange={(event) => {
            const text = event.target.value;
            if (text === '') setDraft('');
            else change(parseQuantityInput(text, max), Number(text.trim()));
          }}
          onBlur={() => {
            if (draft === '') change(1);
          }}
        />
        <button
          type="button"
          className={buttonClass}
          aria-label={`Increase ${label.toLowerCase()}`}
          aria-controls={inputId}
          disabled={disabled || current >= max}
          onClick={() => change(current + 1)}
        >
          <Plus size={16} aria-hidden />
        </button>
      </div>
      <p
        id={noteId}
        role="status"
        data-testid="quantity-note"
        className="text-sm font-medium text-gold-700 empty:hidden"
      >
        {note}
      </p>
    </div>
  );
}
