import type { CartLine } from '@fengshui/shared/cart';
import { cartQuantityMax, lineKey } from '@fengshui/shared/cart-rules';
import {
  type CartLineHandlers,
  DeleteLineButton,
  LineCheckbox,
  LineDetails,
  LineImage,
} from './CartLineParts.tsx';
import { CartQuantityControl } from './CartQuantityControl.tsx';
import { LinePrice } from './LinePrice.tsx';

/** The compact list below 768 px: one card per line, without the unit price column (docs/cart.md#cart-page). */
export function CartCardList({ lines, ...handlers }: { lines: CartLine[] } & CartLineHandlers) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Cart items">
      {lines.map((line) => (
        <li
          key={lineKey(line)}
          data-testid="cart-line"
          className="flex gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm"
        >
          <div className="flex items-center">
            <LineCheckbox line={line} onSelect={handlers.onSelect} />
          </div>
          <LineImage line={line} size={76} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex items-start justify-between gap-2">
              <LineDetails line={line} />
              <LinePrice line={line} per="line" className="shrink-0 items-end text-sm" />
            </div>
            <div className="mt-auto flex items-center justify-between gap-2">
              <CartQuantityControl
                size="sm"
                value={line.quantity}
                max={cartQuantityMax(line.stock)}
                stock={line.stock}
                productName={line.name}
                onChange={(quantity) => handlers.onQuantity(line, quantity)}
                onRemove={() => handlers.onRemove(line)}
              />
              <DeleteLineButton line={line} onRemove={handlers.onRemove} compact />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
