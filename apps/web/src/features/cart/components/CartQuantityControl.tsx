import { quantityLimitMessage } from '@fengshui/shared/cart-rules';
import { CART_QUANTITY_MAX } from '@fengshui/shared/constants';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Dialog } from '../../../components/Dialog.tsx';
import { parseCartQuantity } from '../logic/cart-quantity.ts';

interface Props {
  value: number;
  /** cartQuantityMax(stock): the stock, 99 at most. */
  max: number;
  /** The line's live stock, to say why a quantity was lowered; null when unknown. */
  stock: number | null;
  onChange: (quantity: number) => void;
  /** Called when the shopper confirms that a typed 0 means "remove this line". */
  onRemove: () => void;
  /** The product's name, for the accessible names of the field and buttons. */
  productName: string;
  size?: 'sm' | 'md';
}

/**
 * docs/cart.md#cart-page: minus disabled at 1, at most the stock (99); a lowered quantity says why, and
 * a typed 0 asks whether to remove the line instead of quietly going back.
 */
export function CartQuantityControl({
  value,
  max,
  stock,
  onChange,
  onRemove,
  productName,
  size = 'md',
}: Props) {
  const inputId = useId();
  const noteId = useId();
  const [draft, setDraft] = useState(String(value));
  const [note, setNote] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  useEffect(() => setDraft(String(value)), [value]);

  const change = (next: number, requested = next) => {
    setNote(quantityLimitMessage(requested, stock ?? CART_QUANTITY_MAX, CART_QUANTITY_MAX));
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const keep = () => {
    setConfirmRemove(false);
    setDraft(String(value));
  };
  const box = size === 'sm' ? 'h-9 w-9' : 'h-10 w-10';
  const button = `flex ${box} items-center justify-center text-ink transition hover:bg-gold-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent`;

  return (
    <div className="flex flex-col items-center gap-1">
      <div className="inline-flex w-fit items-center overflow-hidden rounded-lg border border-stone-300 bg-white">
        <button
          type="button"
          className={button}
          aria-label={`Decrease quantity of ${productName}`}
          aria-controls={inputId}
          disabled={value <= 1}
          onClick={() => change(value - 1)}
        >
          <Minus size={14} aria-hidden />
        </button>
        <label htmlFor={inputId} className="sr-only">
          Quantity of {productName}
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={note ? noteId : undefined}
          className={`${size === 'sm' ? 'h-9 w-11' : 'h-10 w-12'} border-x border-stone-300 text-center text-sm font-medium figures outline-none focus-visible:bg-gold-100`}
          value={draft}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            if (text.trim() === '') return;
            const next = parseCartQuantity(text, max);
            if (next === null) {
              // A typed 0 is a wish to remove the line: ask, rather than quietly going back.
              if (Number(text.trim()) === 0) setConfirmRemove(true);
              return;
            }
            change(next, Number(text.trim()));
          }}
          onBlur={() => {
            if (confirmRemove) return;
            if (draft.trim() === '') change(1);
            else setDraft(String(value));
          }}
        />
        <button
          type="button"
          className={button}
          aria-label={`Increase quantity of ${productName}`}
          aria-controls={inputId}
          disabled={value >= max}
          onClick={() => change(Math.min(value + 1, max), value + 1)}
        >
          <Plus size={14} aria-hidden />
        </button>
      </div>
      <p
        id={noteId}
        role="status"
        data-testid="cart-quantity-note"
        className="max-w-40 text-center text-xs font-medium text-gold-700 empty:hidden"
      >
        {note}
      </p>
      <Dialog
        open={confirmRemove}
        title="Remove this item?"
        onClose={keep}
        footer={
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={keep}
              className="min-h-11 rounded-full border border-stone-300 px-5 text-sm font-semibold text-ink hover:bg-stone-50"
            >
              Keep it
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirmRemove(false);
                onRemove();
              }}
              className="min-h-11 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Remove
            </button>
          </div>
        }
      >
        <p>A quantity of 0 removes {productName} from your cart.</p>
      </Dialog>
    </div>
  );
}
