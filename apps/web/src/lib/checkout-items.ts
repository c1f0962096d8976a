import type { CartLine } from '@fengshui/shared/cart';

// docs/cart.md#cart-page: Check Out stores the selected items under checkoutItems and passes them on.
// The hand-over between the cart and checkout features, so it lives in neither.
export const CHECKOUT_ITEMS_KEY = 'checkoutItems';

export function storeCheckoutItems(lines: readonly CartLine[]): void {
  try {
    window.localStorage.setItem(CHECKOUT_ITEMS_KEY, JSON.stringify(lines));
  } catch {
    // Storage full or disabled: the checkout page still receives the items in the navigation state.
  }
}
