import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from '../../lib/toast.ts';
import { CART_QUERY_ROOT, updateCartLineQuantity } from './api/update-cart-line-quantity.ts';
import { CHECKOUT_MESSAGES } from './logic/checkout-messages.ts';

interface LineWrites {
  /** The quantity the server last accepted (at first, the one the line came with). */
  confirmed: number;
  /** The quantity the shopper chose last. */
  wanted: number;
  sending: boolean;
}

/**
 * docs/cart.md#cart-page and #messages: a quantity changed at checkout on a line of the server cart is written to the
 * cart; a refusal shows "Failed to update quantity. Please try again." and puts back the last quantity
 * the server accepted. One call per line at a time, carrying the latest choice, so quick clicks cannot
 * reach the server out of order or leave it with an older quantity than the page shows.
 */
export function useCartQuantityWrites(rollBack: (cartId: number, quantity: number) => void) {
  const queryClient = useQueryClient();
  const writes = useRef(new Map<number, LineWrites>());
  const rollBackRef = useRef(rollBack);
  rollBackRef.current = rollBack;

  const send = async (cartId: number, line: LineWrites): Promise<void> => {
    line.sending = true;
    const quantity = line.wanted;
    try {
      await updateCartLineQuantity({ cartId, quantity });
      line.confirmed = quantity;
    } catch {
      // A newer choice is waiting: it goes next and decides. Otherwise undo this one.
      if (line.wanted === quantity) {
        toast.error(CHECKOUT_MESSAGES.quantityUpdateFailed);
        line.wanted = line.confirmed;
        rollBackRef.current(cartId, line.confirmed);
      }
    } finally {
      line.sending = false;
    }
    if (line.wanted !== line.confirmed) return send(cartId, line);
    await queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT });
  };

  /** `from` is the line's quantity before this change; `to` the one chosen. */
  return (cartId: number, from: number, to: number) => {
    const line = writes.current.get(cartId) ?? { confirmed: from, wanted: to, sending: false };
    writes.current.set(cartId, line);
    line.wanted = to;
    if (!line.sending) void send(cartId, line);
  };
}
