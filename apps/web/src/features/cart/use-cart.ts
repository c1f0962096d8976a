// The cart the UI uses: guests work on the local cart, signed-in users on the server cart, with the
// spec's throttle (docs/cart.md#limits), fallbacks and messages (docs/cart.md#messages).
import type { CartLine, CartResponse } from '@fengshui/shared/cart';
import { lineKey } from '@fengshui/shared/cart-rules';
import type { Variant } from '@fengshui/shared/catalog';
import { CART_THROTTLE_MS } from '@fengshui/shared/constants';
import { MESSAGES } from '@fengshui/shared/messages';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { addCartLine } from './api/add-cart-line.ts';
import { cartKeys } from './api/cart-keys.ts';
import { clearCart } from './api/clear-cart.ts';
import { storeServerCart } from './api/get-cart.ts';
import { removeCartLine } from './api/remove-cart-line.ts';
import { removeSelectedCartLines } from './api/remove-selected-cart-lines.ts';
import { selectAllCartLines } from './api/select-all-cart-lines.ts';
import { selectCartLine } from './api/select-cart-line.ts';
import { updateCartQuantity } from './api/update-cart-quantity.ts';
import { addFallsBackLocally } from './logic/cart-fallback.ts';
import {
  addLine,
  CartRuleError,
  cartLineSnapshot,
  removeLines,
  setAllSelected,
  setLineQuantity,
  setLineSelected,
} from './logic/cart-lines.ts';
import { type AddSource, addedToCartMessage, CART_TOASTS } from './logic/cart-messages.ts';
import {
  clearGuestCart,
  readGuestCartLines,
  readUserCartCopy,
  writeGuestCart,
  writeUserCartCopy,
} from './logic/guest-cart.ts';
import { queuePendingAdd } from './logic/pending-adds.ts';
import { createOperationThrottle } from './logic/throttle.ts';
import { type CartView, useCartLines } from './use-cart-lines.ts';

// One throttle for the whole app: the product page, the cards and the cart page share it.
const cartThrottle = createOperationThrottle(CART_THROTTLE_MS);

// Each server call answers with the whole cart. A change shown or a call started later carries newer
// state, so an older answer arriving after it is not shown (quick "+" clicks do not flicker back).
let cartVersion = 0;

export interface AddToCartOptions {
  product: Parameters<typeof cartLineSnapshot>[0];
  variant: Variant | null;
  quantity: number;
  source: AddSource;
  /** No success toast (Buy Now goes straight on to checkout). */
  quiet?: boolean;
}

export interface Cart extends CartView {
  /**
   * Adds and shows the success toast. Rejects with the shopper's message (the server's, "Not enough
   * stock available", or "Failed to add item to cart"); the caller shows it.
   */
  add(options: AddToCartOptions): Promise<CartLine | undefined>;
  updateQuantity(line: CartLine, quantity: number): Promise<void>;
  remove(line: CartLine): Promise<void>;
  setSelected(line: CartLine, selected: boolean): Promise<void>;
  setAllSelected(selected: boolean): Promise<void>;
  removeSelected(): Promise<void>;
  clear(): Promise<void>;
}

function addFailureMessage(error: unknown): string {
  if (error instanceof CartRuleError) return error.message;
  if (error instanceof ApiRequestError && error.message && error.message !== MESSAGES.defaultError) {
    return error.message;
  }
  return CART_TOASTS.addFailed;
}

function serverCaller(queryClient: QueryClient, userId: number) {
  /** Sends one call; its answer becomes the cart unless a later call has started meanwhile. */
  return async (call: () => Promise<CartResponse>): Promise<CartLine[]> => {
    const started = ++cartVersion;
    await queryClient.cancelQueries({ queryKey: cartKeys.server(userId) });
    const { items } = await call();
    if (started === cartVersion) storeServerCart(queryClient, userId, items);
    return items;
  };
}

export function useCart(): Cart {
  return cartOf(useQueryClient(), useCartLines());
}

/** The cart's operations over the cart as `view` shows it: what `useCart` gives, outside a render. */
export function cartOf(queryClient: QueryClient, view: CartView): Cart {
  const { userId } = view;
  const owner = userId ?? 'guest';

  const current = (): CartLine[] =>
    userId === null
      ? (queryClient.getQueryData<CartLine[]>(cartKeys.guest()) ?? readGuestCartLines())
      : (queryClient.getQueryData<CartLine[]>(cartKeys.server(userId)) ?? readUserCartCopy(userId));

  /** Shows the lines at once: for a guest that is the whole operation, for a user the optimistic step. */
  const show = (lines: CartLine[]) => {
    if (userId === null) {
      writeGuestCart(lines);
      queryClient.setQueryData(cartKeys.guest(), lines);
    } else {
      cartVersion += 1;
      void queryClient.cancelQueries({ queryKey: cartKeys.server(userId) });
      queryClient.setQueryData(cartKeys.server(userId), lines);
    }
  };

  /** After a failed call the optimistic lines may be wrong: read the server's again. */
  const resync = () => {
    if (userId !== null) void queryClient.invalidateQueries({ queryKey: cartKeys.server(userId) });
  };

  /**
   * docs/cart.md#another-tab: a 404 on a line means another tab or device removed it; say so and show
   * the cart as the server has it now. Answers whether the error was that.
   */
  const lineWasGone = (error: unknown): boolean => {
    if (!(error instanceof ApiRequestError && error.status === 404)) return false;
    toast.info(CART_TOASTS.lineGone);
    resync();
    return true;
  };

  const addOnServer = async (id: number, snapshot: CartLine): Promise<CartLine> => {
    const send = serverCaller(queryClient, id);
    try {
      const items = await send(() => addCartLine(snapshot));
      return items.find((line) => lineKey(line) === lineKey(snapshot)) ?? snapshot;
    } catch (error) {
      if (!addFallsBackLocally(error)) throw error;
      // docs/cart.md#messages: the add falls back to the local cart and is sent again on the next read.
      const lines = addLine(current(), snapshot);
      queryClient.setQueryData(cartKeys.server(id), lines);
      writeUserCartCopy(id, lines);
      queuePendingAdd(id, {
        product_id: snapshot.product_id,
        variant_id: snapshot.variant_id,
        quantity: snapshot.quantity,
        name: snapshot.name,
      });
      void queryClient.invalidateQueries({ queryKey: cartKeys.server(id), refetchType: 'none' });
      return lines.find((line) => lineKey(line) === lineKey(snapshot)) ?? snapshot;
    }
  };

  const add: Cart['add'] = async ({ product, variant, quantity, source, quiet = false }) => {
    if (!product?.product_id || !Number.isInteger(quantity) || quantity <= 0) {
      throw new CartRuleError(CART_TOASTS.invalidProductOrQuantity);
    }
    const snapshot = cartLineSnapshot(product, variant, quantity);
    const key = lineKey(snapshot);
    let line: CartLine | undefined;
    try {
      line = await cartThrottle.schedule(`${owner}:add:${key}`, 'drop', async () => {
        if (userId !== null) return addOnServer(userId, snapshot);
        const lines = addLine(current(), snapshot);
        show(lines);
        return lines.find((item) => lineKey(item) === key) ?? snapshot;
      });
    } catch (error) {
      throw new CartRuleError(addFailureMessage(error));
    }
    // A repeat within 500 ms was dropped: the first one is adding this line already.
    if (line === undefined) return current().find((item) => lineKey(item) === key);
    if (!quiet) toast.success(addedToCartMessage(source, snapshot));
    return line;
  };

  const updateQuantity: Cart['updateQuantity'] = async (line, quantity) => {
    if (quantity <= 0) return remove(line);
    show(setLineQuantity(current(), lineKey(line), quantity));
    if (userId === null) return;
    if (!line.cart_id) {
      toast.error(CART_TOASTS.missingCartIdForUpdate);
      return resync();
    }
    const send = serverCaller(queryClient, userId);
    try {
      await cartThrottle.schedule(`${owner}:quantity:${lineKey(line)}`, 'latest', () =>
        send(() => updateCartQuantity({ cartId: line.cart_id, quantity })),
      );
    } catch (error) {
      if (lineWasGone(error)) return;
      toast.error(CART_TOASTS.updateFailed);
      resync();
    }
  };

  const remove: Cart['remove'] = async (line) => {
    if (userId === null) return show(removeLines(current(), [lineKey(line)]));
    if (!line.cart_id) {
      toast.error(CART_TOASTS.missingCartIdForRemove);
      return;
    }
    const send = serverCaller(queryClient, userId);
    try {
      await cartThrottle.schedule(`${owner}:remove:${lineKey(line)}`, 'drop', () =>
        send(() => removeCartLine(line.cart_id)),
      );
    } catch (error) {
      if (lineWasGone(error)) return;
      toast.error(CART_TOASTS.removeFailed);
    }
  };

  const setSelected: Cart['setSelected'] = async (line, selected) => {
    show(setLineSelected(current(), lineKey(line), selected));
    // A line kept only locally (the server was unreachable) has nothing to tell the server yet.
    if (userId === null || !line.cart_id) {
      if (userId !== null) writeUserCartCopy(userId, current());
      return;
    }
    const send = serverCaller(queryClient, userId);
    try {
      await cartThrottle.schedule(`${owner}:select:${lineKey(line)}`, 'latest', () =>
        send(() => selectCartLine({ cartId: line.cart_id, selected })),
      );
    } catch (error) {
      if (lineWasGone(error)) return;
      toast.error(errorMessage(error));
      resync();
    }
  };

  const selectAll: Cart['setAllSelected'] = async (selected) => {
    show(setAllSelected(current(), selected));
    if (userId === null) return;
    const send = serverCaller(queryClient, userId);
    try {
      await cartThrottle.schedule(`${owner}:select-all`, 'latest', () =>
        send(() => selectAllCartLines(selected)),
      );
    } catch (error) {
      toast.error(errorMessage(error));
      resync();
    }
  };

  const removeSelected: Cart['removeSelected'] = async () => {
    const selected = current().filter((line) => line.selected);
    if (selected.length === 0) {
      toast.error(CART_TOASTS.noneSelectedForRemoval);
      return;
    }
    if (userId === null) return show(removeLines(current(), selected.map(lineKey)));
    const cartIds = selected.map((line) => line.cart_id).filter((id) => id > 0);
    if (cartIds.length === 0) {
      // Only lines kept locally while the server was unreachable: nothing to ask the server.
      show(removeLines(current(), selected.map(lineKey)));
      return writeUserCartCopy(userId, current());
    }
    const send = serverCaller(queryClient, userId);
    try {
      await cartThrottle.schedule(`${owner}:remove-selected`, 'drop', () =>
        send(() => removeSelectedCartLines(cartIds)),
      );
    } catch {
      toast.error(CART_TOASTS.removeSelectedFailed);
    }
  };

  const clear: Cart['clear'] = async () => {
    if (userId === null) {
      clearGuestCart();
      queryClient.setQueryData(cartKeys.guest(), []);
      return;
    }
    const send = serverCaller(queryClient, userId);
    await cartThrottle.schedule(`${owner}:clear`, 'drop', () => send(clearCart));
  };

  return {
    ...view,
    add,
    updateQuantity,
    remove,
    setSelected,
    setAllSelected: selectAll,
    removeSelected,
    clear,
  };
}
