import type { CartLine, CartResponse } from '@fengshui/shared/cart';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryTimings } from '../../../lib/query-client.ts';
import { toast } from '../../../lib/toast.ts';
import { writeUserCartCopy } from '../logic/guest-cart.ts';
import { replayPendingAdds } from '../logic/pending-adds.ts';
import { addCartLine } from './add-cart-line.ts';
import { cartKeys } from './cart-keys.ts';

/** GET /cart: the user's lines with live prices and stock; 401 for guests. */
export const getCart = (signal?: AbortSignal) => apiRequest<CartResponse>('/cart', { signal });

/**
 * The server cart, after replaying adds that were kept locally while the server could not be reached
 * (docs/cart.md#messages: such adds fall back to the local cart and are synced on the next read).
 */
export async function fetchServerCart(userId: number, signal?: AbortSignal): Promise<CartLine[]> {
  const cart = await getCart(signal);
  const replayed = await replayPendingAdds(userId, addCartLine);
  for (const { add, message } of replayed.refused) toast.error(`${add.name}: ${message}`);
  const items = replayed.items ?? cart.items;
  writeUserCartCopy(userId, items);
  return items;
}

// docs/cart.md#limits: the cart is stale after 10 minutes and retried once; docs/cart.md#another-tab:
// it is read again whenever the tab regains focus, so a change made in another tab shows.
export const serverCartQuery = (userId: number) =>
  queryOptions({
    queryKey: cartKeys.server(userId),
    queryFn: ({ signal }) => fetchServerCart(userId, signal),
    ...queryTimings('cart'),
    refetchOnWindowFocus: 'always',
  });

/** Every cart call answers with the whole cart: it becomes the cache and the local fallback copy. */
export function storeServerCart(queryClient: QueryClient, userId: number, items: CartLine[]): CartLine[] {
  queryClient.setQueryData(cartKeys.server(userId), items);
  writeUserCartCopy(userId, items);
  return items;
}
