// docs/cart.md#merge-on-sign-in: after login the guest cart is merged once per session (about 500 ms after the
// login), then cleared. Run from the session layer's `onSignedIn`, which loads this file on demand.
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { cartKeys } from '../api/cart-keys.ts';
import { storeServerCart } from '../api/get-cart.ts';
import { mergeGuestCartLines } from '../api/merge-guest-cart.ts';
import { mergeAdjustmentMessage } from './cart-messages.ts';
import { clearGuestCart, readGuestCart } from './guest-cart.ts';

// The server takes at most 200 lines in one merge (mergeCartSchema).
const MERGE_MAX_LINES = 200;

export const mergeFlagKey = (userId: number) => `cart_guest_merged_${userId}`;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Sends the guest's valid lines to POST /cart/merge, shows the merged cart, clears the guest cart
 * (storage and cookie) and names every line that could not be added in full. Once per browser
 * session and user; a failed merge keeps the guest cart and may be tried again at the next sign-in.
 */
export async function mergeGuestCartAfterSignIn(
  user: { id: number },
  queryClient: QueryClient,
): Promise<void> {
  const flag = mergeFlagKey(user.id);
  if (session()?.getItem(flag)) return;
  session()?.setItem(flag, '1');

  const lines = readGuestCart().slice(0, MERGE_MAX_LINES);
  if (lines.length === 0) return;
  try {
    const response = await mergeGuestCartLines({
      items: lines.map(({ product_id, variant_id, quantity }) => ({ product_id, variant_id, quantity })),
    });
    // A read of the pre-merge cart may still be on its way; the merge's answer is newer.
    await queryClient.cancelQueries({ queryKey: cartKeys.server(user.id) });
    storeServerCart(queryClient, user.id, response.items);
    clearGuestCart();
    queryClient.setQueryData(cartKeys.guest(), []);
    for (const adjustment of response.adjustments) {
      toast.warning(mergeAdjustmentMessage(adjustment), { duration: 4_000 });
    }
  } catch {
    session()?.removeItem(flag);
  }
}
