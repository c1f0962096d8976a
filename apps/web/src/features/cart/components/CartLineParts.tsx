import type { CartLine } from '@fengshui/shared/cart';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ImageWithFallback.tsx';
import { SelectionCheckbox } from './SelectionCheckbox.tsx';

/** What a row needs from the cart; each handler is the cart hook's operation for this line. */
export interface CartLineHandlers {
  onSelect: (line: CartLine, selected: boolean) => void;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}

export function LineCheckbox({ line, onSelect }: { line: CartLine; onSelect: CartLineHandlers['onSelect'] }) {
  return (
    <SelectionCheckbox
      checked={line.selected}
      onCheckedChange={(selected) => onSelect(line, selected)}
      aria-label={`Select ${line.name}`}
    />
  );
}

export function LineImage({ line, size }: { line: CartLine; size: number }) {
  return (
    <Link
      to={`/product/${line.product_id}`}
      tabIndex={-1}
      aria-hidden
      className="shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-stone-50"
      style={{ width: size, height: size }}
    >
      <ImageWithFallback
        src={line.image_url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className="h-full w-full object-cover"
      />
    </Link>
  );
}

/** Name (a link to the product), the variant's attributes as "key: value" and any stock warning. */
export function LineDetails({ line }: { line: CartLine }) {
  const attributes = Object.entries(line.variant_attributes ?? {});
  return (
    <div className="min-w-0">
      <Link
        to={`/product/${line.product_id}`}
        className="line-clamp-2 font-medium leading-snug text-ink [overflow-wrap:anywhere] hover:text-brand-600"
      >
        {line.name}
      </Link>
      {attributes.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-xs text-stone-500">
          {attributes.map(([name, value]) => (
            <li key={name}>
              {name}: {value}
            </li>
          ))}
        </ul>
      )}
      <StockNote line={line} />
    </div>
  );
}

function StockNote({ line }: { line: CartLine }) {
  if (line.stock <= 0) return <p className="mt-1 text-xs font-medium text-brand-600">Out of stock</p>;
  if (line.quantity > line.stock) {
    return <p className="mt-1 text-xs font-medium text-brand-600">Only {line.stock} left</p>;
  }
  return null;
}

export function DeleteLineButton({
  line,
  onRemove,
  compact = false,
}: {
  line: CartLine;
  onRemove: CartLineHandlers['onRemove'];
  compact?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={() => onRemove(line)}
      aria-label={`Delete ${line.name}`}
      className={`inline-flex items-center gap-1 rounded-full text-sm font-medium text-stone-500 transition hover:bg-brand-50 hover:text-brand-600 ${compact ? 'min-h-9 px-2' : 'min-h-10 px-3'}`}
    >
      <Trash2 size={16} aria-hidden />
      Delete
    </button>
  );
}
