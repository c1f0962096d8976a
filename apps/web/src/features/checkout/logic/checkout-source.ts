import { isValidCartLine } from '@fengshui/shared/cart-rules';
import { CHECKOUT_ITEMS_KEY } from '../../cart/logic/checkout-items.ts';
import type { CheckoutLine } from './checkout-totals.ts';

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

/** storefront.md 2: the items come from the navigation state, else from storage under checkoutItems. */
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
