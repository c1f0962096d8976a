import { GUEST_CART_MERGE_DELAY_MS } from '@fengshui/shared/constants';
import { addSignInHook } from '../lib/session/session-api.ts';

/**
 * What happens after a sign-in, joined here in the app layer. docs/cart.md#merge-on-sign-in: the guest cart is
 * merged into the user's cart 500 ms after login, once per session; its code loads only then.
 */
export function registerSignInHooks(): void {
  addSignInHook((user, queryClient) => {
    setTimeout(() => {
      void import('../features/cart/logic/guest-cart-merge.ts').then(({ mergeGuestCartAfterSignIn }) =>
        mergeGuestCartAfterSignIn(user, queryClient),
      );
    }, GUEST_CART_MERGE_DELAY_MS);
  });
}
