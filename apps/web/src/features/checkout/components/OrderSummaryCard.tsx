import { unitPrice } from '@fengshui/shared/cart-rules';
import { formatPeso } from '@fengshui/shared/money';
import { describeAttributes } from '@fengshui/shared/variants';
import { Minus, Plus } from 'lucide-react';
import { Card } from '../../../components/Card.tsx';
import { ImageWithFallback } from '../../../components/ImageWithFallback.tsx';
import { lineQuantityMax } from '../logic/checkout-source.ts';
import type { CheckoutLine } from '../logic/checkout-totals.ts';

interface Props {
  lines: CheckoutLine[];
  disabled: boolean;
  onQuantity: (index: number, quantity: number) => void;
}

const stepClass =
  'flex h-9 w-9 items-center justify-center text-stone-600 transition hover:bg-gold-100 disabled:cursor-not-allowed disabled:opacity-40';

export function OrderSummaryCard({ lines, disabled, onQuantity }: Props) {
  return (
    <Card title="Order Summary">
      <ul className="divide-y divide-stone-100">
        {lines.map((line, index) => {
          const max = lineQuantityMax(line);
          const price = unitPrice(line);
          const attributes = describeAttributes(line.variant_attributes ?? null);
          return (
            <li key={`${line.product_id}-${line.variant_id ?? 0}`} className="flex gap-3 py-3 first:pt-0">
              <ImageWithFallback
                src={line.image_url ?? ''}
                alt={line.name}
                className="h-16 w-16 shrink-0 rounded-lg object-cover ring-1 ring-stone-200 sm:h-20 sm:w-20"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <p className="line-clamp-2 text-sm font-medium text-ink">{line.name}</p>
                {attributes && <p className="text-xs text-stone-500">{attributes}</p>}
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="inline-flex items-center overflow-hidden rounded-full border border-stone-300">
                    <button
                      type="button"
                      className={stepClass}
                      aria-label={`Decrease quantity of ${line.name}`}
                      disabled={disabled || line.quantity <= 1}
                      onClick={() => onQuantity(index, line.quantity - 1)}
                    >
                      <Minus size={14} aria-hidden />
                    </button>
                    <input
                      aria-label={`Quantity of ${line.name}`}
                      className="h-9 w-12 border-x border-stone-300 text-center text-sm figures focus:outline-none"
                      inputMode="numeric"
                      value={line.quantity}
                      disabled={disabled}
                      onChange={(event) => onQuantity(index, Number.parseInt(event.target.value, 10))}
                    />
                    <button
                      type="button"
                      className={stepClass}
                      aria-label={`Increase quantity of ${line.name}`}
                      disabled={disabled || line.quantity >= max}
                      onClick={() => onQuantity(index, line.quantity + 1)}
                    >
                      <Plus size={14} aria-hidden />
                    </button>
                  </div>
                  <p className="text-sm text-stone-600 figures">
                    {formatPeso(price)} ×{line.quantity}{' '}
                    <span className="ml-1 font-semibold text-brand-600">
                      {formatPeso(price * line.quantity)}
                    </span>
                  </p>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
