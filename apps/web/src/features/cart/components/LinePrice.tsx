import type { CartLine } from '@fengshui/shared/cart';
import { unitPrice } from '@fengshui/shared/cart-rules';
import { formatPeso } from '@fengshui/shared/money';

/** A price of the line, per unit or for its quantity, with the original struck through when discounted. */
export function LinePrice({
  line,
  per = 'unit',
  className = '',
}: {
  line: CartLine;
  per?: 'unit' | 'line';
  className?: string;
}) {
  const times = per === 'line' ? line.quantity : 1;
  const charged = unitPrice(line);
  const discounted = charged < line.price;
  return (
    <span className={`inline-flex flex-col ${className}`}>
      <span className={`font-semibold figures ${per === 'line' ? 'text-brand-600' : 'text-ink'}`}>
        {formatPeso(charged * times)}
      </span>
      {discounted && (
        <span className="text-xs text-stone-400 figures line-through">
          <span className="sr-only">Original price </span>
          {formatPeso(line.price * times)}
        </span>
      )}
    </span>
  );
}
