import { isValidCartLine } from '@fengshui/shared/cart-rules';
import { CART_QUANTITY_MAX } from '@fengshui/shared/constants';
import { CHECKOUT_ITEMS_KEY } from '../../../lib/checkout-items.ts';
import { type CheckoutLine, checkoutQuantityMax, clampCheckoutQuantity } from './checkout-totals.ts';

function validLines(value: unknown): CheckoutLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (line): line is CheckoutLine =>
      typeof line === 'object' &&
      line !== null &&
      isValidCartLine(line) &&
      typeof (line as CheckoutLine).product_id === 'number',
  );
}

/** docs/checkout-and-payment.md#checkout-page: the items come from the navigation state, else from storage under checkoutItems. */
export function readCheckoutItems(state: unknown, storage: Pick<Storage, 'getItem'> | null): CheckoutLine[] {
  const fromState = validLines((state as { items?: unknown } | null)?.items);
  if (fromState.length > 0) return fromState;
  try {
    const stored = storage?.getItem(CHECKOUT_ITEMS_KEY);
    return stored ? validLines(JSON.parse(stored)) : [];
  } catch {
    return [];
  }
}

/** Keeps the items for a return to the page (after a login, or a reload); storage may be off. */
export function storeCheckoutLines(lines: readonly CheckoutLine[], storage: Pick<Storage, 'setItem'> | null) {
  try {
    storage?.setItem(CHECKOUT_ITEMS_KEY, JSON.stringify(lines));
  } catch {
    // Full or disabled: the page keeps its own copy.
  }
}

/**
 * A line read from the signed-in user's server cart has its cart_id. A Buy Now or guest line kept only
 * in the browser has cart_id 0 (features/cart/logic/cart-lines.ts): there is no server line to write.
 */
export function isServerCartLine(line: CheckoutLine): line is CheckoutLine & { cart_id: number } {
  return typeof line.cart_id === 'number' && Number.isInteger(line.cart_id) && line.cart_id > 0;
}

/**
 * docs/checkout-and-payment.md#checkout-page: at checkout 1 to the stock, or 999. A server cart line is written back to the cart,
 * whose own limit is 99 (docs/cart.md#cart-page), so that limit applies to it as well.
 */
export function lineQuantityMax(line: CheckoutLine): number {
  const max = checkoutQuantityMax(line.stock ?? line.stock_quantity);
  return isServerCartLine(line) ? Math.min(max, CART_QUANTITY_MAX) : max;
}

export function clampLineQuantity(line: CheckoutLine, quantity: number): number {
  return Math.min(clampCheckoutQuantity(quantity, line.stock ?? line.stock_quantity), lineQuantityMax(line));
}
