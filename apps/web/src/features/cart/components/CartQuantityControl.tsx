import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { parseCartQuantity } from '../logic/cart-quantity.ts';

interface Props {
  value: number;
  /** cartQuantityMax(stock): the stock, 99 at most. */
  max: number;
  onChange: (quantity: number) => void;
  /** The product's name, for the accessible names of the field and buttons. */
  productName: string;
  size?: 'sm' | 'md';
}

/** docs/cart.md#cart-page: minus disabled at 1, at most the stock (99); typed text follows parseCartQuantity. */
export function CartQuantityControl({ value, max, onChange, productName, size = 'md' }: Props) {
  const inputId = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const change = (next: number) => {
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const box = size === 'sm' ? 'h-9 w-9' : 'h-10 w-10';
  const button = `flex ${box} items-center justify-center text-ink transition hover:bg-gold-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent`;

  return (
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
        className={`${size === 'sm' ? 'h-9 w-11' : 'h-10 w-12'} border-x border-stone-300 text-center text-sm font-medium figures outline-none focus-visible:bg-gold-100`}
        value={draft}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          if (text.trim() === '') return;
          const next = parseCartQuantity(text, max);
          // Below 1 is ignored: the field shows what was typed until it loses focus.
          if (next !== null) change(next);
        }}
        onBlur={() => {
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
        onClick={() => change(Math.min(value + 1, max))}
      >
        <Plus size={14} aria-hidden />
      </button>
    </div>
  );
}
