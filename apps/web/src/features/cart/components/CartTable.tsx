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

const headClass = 'px-4 py-3 text-xs font-semibold tracking-wider text-stone-600 uppercase';

/** The desktop list (docs/cart.md#cart-page): Product, Unit Price, Quantity, Total Price, Actions. */
export function CartTable({ lines, ...handlers }: { lines: CartLine[] } & CartLineHandlers) {
  return (
    <div className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full border-collapse text-sm">
        <thead className="border-b border-gold-300/60 bg-gold-100/50">
          <tr>
            <th scope="col" className={`${headClass} text-left`}>
              Product
            </th>
            <th scope="col" className={`${headClass} w-36 text-right`}>
              Unit Price
            </th>
            <th scope="col" className={`${headClass} w-40 text-center`}>
              Quantity
            </th>
            <th scope="col" className={`${headClass} w-36 text-right`}>
              Total Price
            </th>
            <th scope="col" className={`${headClass} w-32 text-center`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {lines.map((line) => (
            <tr key={lineKey(line)} data-testid="cart-line" className="align-middle">
              <td className="px-4 py-4">
                <div className="flex items-center gap-4">
                  <LineCheckbox line={line} onSelect={handlers.onSelect} />
                  <LineImage line={line} size={80} />
                  <LineDetails line={line} />
                </div>
              </td>
              <td className="px-4 py-4 text-right">
                <LinePrice line={line} per="unit" className="items-end" />
              </td>
              <td className="px-4 py-4">
                <div className="flex justify-center">
                  <CartQuantityControl
                    value={line.quantity}
                    max={cartQuantityMax(line.stock)}
                    stock={line.stock}
                    productName={line.name}
                    onChange={(quantity) => handlers.onQuantity(line, quantity)}
                    onRemove={() => handlers.onRemove(line)}
                  />
                </div>
              </td>
              <td className="px-4 py-4 text-right">
                <LinePrice line={line} per="line" className="items-end" />
              </td>
              <td className="px-4 py-4 text-center">
                <DeleteLineButton line={line} onRemove={handlers.onRemove} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
