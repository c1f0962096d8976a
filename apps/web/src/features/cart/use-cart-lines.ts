// The cart the shopper sees, without the operations: light enough for the navbar's count, which sits
// in the storefront's first chunk.
import type { CartLine } from '@fengshui/shared/cart';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSession } from '../../lib/session/session-api.ts';
import { cartKeys } from './api/cart-keys.ts';
import { serverCartQuery } from './api/get-cart.ts';
import { cartAfterReadError } from './logic/cart-fallback.ts';
import { GUEST_CART_KEY, readGuestCartLines } from './logic/guest-cart.ts';

/** The guest cart lives in this browser: read once, then kept in step by every guest operation. */
export const guestCartQuery = queryOptions({
  queryKey: cartKeys.guest(),
  queryFn: () => readGuestCartLines(),
  initialData: readGuestCartLines,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export interface CartView {
  lines: CartLine[];
  /** The signed-in user's id; null for a guest, whose cart is kept in this browser. */
  userId: number | null;
  /** `loading` while the session or the server cart is still being read. */
  status: 'loading' | 'ready';
  /** Every line's quantity, added up (the navbar's count). */
  itemCount: number;
}

const NO_LINES: CartLine[] = [];

/**
 * docs/cart.md#cart-page: guests use the local cart, signed-in users the server cart. A server read that
 * answers 401 gives an empty cart; any other failure shows the local copy kept under cart_{userId}.
 */
export function useCartLines(): CartView {
  const session = useSession();
  const userId = session.status === 'authenticated' && session.user ? session.user.id : null;
  const guest = useQuery({ ...guestCartQuery, enabled: session.status === 'anonymous' });
  const server = useQuery({ ...serverCartQuery(userId ?? 0), enabled: userId !== null });
  const fallback = useMemo(
    () => (userId !== null && server.isError ? cartAfterReadError(server.error, userId) : null),
    [userId, server.isError, server.error],
  );

  let lines: CartLine[] = NO_LINES;
  let status: CartView['status'] = 'ready';
  if (session.status === 'loading') status = 'loading';
  else if (userId === null) lines = guest.data;
  else if (fallback) lines = fallback;
  else if (server.data) lines = server.data;
  else status = 'loading';

  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  return { lines, userId, status, itemCount };
}

/** The navbar's count; it also follows a guest cart changed in another tab. */
export function useCartCount(): number {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === GUEST_CART_KEY || event.key === null) {
        queryClient.setQueryData(cartKeys.guest(), readGuestCartLines());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
  return useCartLines().itemCount;
}
