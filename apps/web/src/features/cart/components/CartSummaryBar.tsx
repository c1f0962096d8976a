import type { CartLine } from '@fengshui/shared/cart';
import { cartTotals } from '@fengshui/shared/cart-rules';
import { formatPeso } from '@fengshui/shared/money';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { SelectionCheckbox } from './SelectionCheckbox.tsx';

interface Props {
  lines: CartLine[];
  onSelectAll: (selected: boolean) => void;
  onDeleteSelected: () => void;
  onCheckout: () => void;
}

const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** docs/cart.md#totals: Select All (with count), Delete Selected, Total (n item(s)), Check Out. */
export function CartSummaryBar({ lines, onSelectAll, onDeleteSelected, onCheckout }: Props) {
  // docs/cart.md#totals: the total covers the selected lines only.
  const totals = cartTotals(lines);
  const allSelected = lines.length > 0 && lines.every((line) => line.selected);
  const selectAllId = useId();
  return (
    <section
      aria-label="Cart summary"
      className="sticky bottom-0 z-10 -mx-4 mt-4 border-t border-gold-300/70 bg-white px-4 py-3 shadow-[0_-6px_16px_-8px_rgba(31,26,23,0.18)] sm:mx-0 sm:rounded-xl sm:border sm:border-stone-200 sm:px-5 sm:py-4"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center justify-between gap-4 md:justify-start">
          <div className="flex items-center gap-2">
            <SelectionCheckbox id={selectAllId} checked={allSelected} onCheckedChange={onSelectAll} />
            <label htmlFor={selectAllId} className="cursor-pointer text-sm font-medium text-ink">
              Select All ({lines.length})
            </label>
          </div>
          <button
            type="button"
            onClick={onDeleteSelected}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-stone-600 transition hover:bg-brand-50 hover:text-brand-600"
          >
            <Trash2 size={16} aria-hidden />
            Delete Selected
          </button>
        </div>
        <div className="flex items-center justify-between gap-4 md:justify-end">
          <p className="text-sm text-stone-600">
            Total ({itemsLabel(totals.itemCount)}):{' '}
            <span
              data-testid="cart-total"
              className="block text-xl font-bold text-brand-600 figures sm:inline"
            >
              {formatPeso(totals.total)}
            </span>
          </p>
          <button
            type="button"
            onClick={onCheckout}
            className="inline-flex min-h-12 shrink-0 items-center rounded-full bg-brand-600 px-7 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700"
          >
            Check Out
          </button>
        </div>
      </div>
    </section>
  );
}
