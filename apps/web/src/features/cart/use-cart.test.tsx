import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { cartLine, product } from '../../test/cart-lines.ts';
import { json, maria } from '../../test/fixtures.ts';
import { answerRequests, type SentRequest } from '../../test/msw.ts';
import { cartKeys } from './api/cart-keys.ts';
import {
  clearGuestCart,
  GUEST_CART_KEY,
  readGuestCart,
  userCartKey,
  writeGuestCart,
} from './logic/guest-cart.ts';
import { mergeFlagKey, mergeGuestCartAfterSignIn } from './logic/guest-cart-merge.ts';
import { readPendingAdds } from './logic/pending-adds.ts';
import { useCart } from './use-cart.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

type Route = (body: unknown) => Response | Promise<Response>;

/** Answers the API (through MSW) from routes keyed "METHOD /api/path"; anything else answers 404. */
function mockFetch(routes: Record<string, Route>): SentRequest[] {
  return answerRequests(({ method, url, body }) => {
    const route = routes[`${method} ${url}`];
    return route ? route(body) : json(404, { message: 'Not found' });
  });
}

const calls = (sent: SentRequest[], key: string) =>
  sent.filter((request) => `${request.method} ${request.url}` === key);

function renderCart(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useCart(), { wrapper }), queryClient };
}

const guest = { 'GET /api/auth/session': () => json(200, { user: null }) };
const signedIn = { 'GET /api/auth/session': () => json(200, { user: maria }) };
const bracelet = product({ product_id: 11, name: 'Jade Bracelet', stock: 5 });

let consoleError: Mock;
let testRun = 0;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error') as unknown as Mock;
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // The throttle is shared by the whole app: each test starts well past the last one's 500 ms.
  testRun += 1;
  vi.setSystemTime(Date.UTC(2030, 0, 1) + testRun * 60_000);
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  vi.useRealTimers();
  vi.clearAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearGuestCart();
});

describe('useCart for a guest', () => {
  it('adds to the browser cart with the product page toast, and ignores a repeat within 500 ms', async () => {
    mockFetch(guest);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const size = {
      variant_id: 3,
      sku: 'JB-M',
      price: 650,
      discounted_price: null,
      stock: 4,
      stock_quantity: 4,
      image_url: null,
      image_srcset: null,
      attributes: { size: 'M' },
    };
    await act(async () => {
      await result.current.add({ product: bracelet, variant: size, quantity: 2, source: 'detail' });
      await result.current.add({ product: bracelet, variant: size, quantity: 2, source: 'detail' });
    });
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('2 x Jade Bracelet (size: M) added to cart successfully!');
    expect(readGuestCart()).toMatchObject([{ product_id: 11, variant_id: 3, quantity: 2, price: 650 }]);
    await waitFor(() => expect(result.current.itemCount).toBe(2));

    act(() => vi.advanceTimersByTime(500));
    await act(async () => {
      await result.current.add({ product: bracelet, variant: size, quantity: 1, source: 'card' });
    });
    expect(toast.success).toHaveBeenLastCalledWith('Jade Bracelet added to cart successfully!');
    await waitFor(() => expect(result.current.itemCount).toBe(3));
  });

  it('refuses more than the stock with "Not enough stock available"', async () => {
    mockFetch(guest);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await expect(
      result.current.add({ product: bracelet, variant: null, quantity: 6, source: 'card' }),
    ).rejects.toThrow('Not enough stock available');
    expect(readGuestCart()).toEqual([]);
  });
});

describe('useCart for a signed-in user', () => {
  it('adds on the server and shows the answer as the cart, keeping a local copy', async () => {
    const sent = mockFetch({
      ...signedIn,
      'GET /api/cart': () => json(200, { items: [] }),
      'POST /api/cart': () => json(201, { items: [cartLine({ cart_id: 40, quantity: 1 })] }),
    });
    const { result } = renderCart();
    await waitFor(() => expect(result.current.userId).toBe(7));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(async () => {
      await result.current.add({ product: bracelet, variant: null, quantity: 1, source: 'card' });
    });
    expect(calls(sent, 'POST /api/cart')[0]?.body).toEqual({ product_id: 11, variant_id: null, quantity: 1 });
    await waitFor(() => expect(result.current.lines.map((line) => line.cart_id)).toEqual([40]));
    expect(window.localStorage.getItem(userCartKey(7))).toContain('"cart_id":40');
  });

  it('re-raises a 400 "Not enough stock available" and keeps nothing locally', async () => {
    mockFetch({
      ...signedIn,
      'GET /api/cart': () => json(200, { items: [] }),
      'POST /api/cart': () => json(400, { message: 'Not enough stock available', code: 'BAD_REQUEST' }),
    });
    const { result } = renderCart();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await expect(
      result.current.add({ product: bracelet, variant: null, quantity: 1, source: 'card' }),
    ).rejects.toThrow('Not enough stock available');
    expect(readPendingAdds(7)).toEqual([]);
    expect(result.current.lines).toEqual([]);
  });

  it('keeps an add locally when the server fails, and sends it on the next successful read', async () => {
    let serverUp = false;
    const serverCart = [cartLine({ cart_id: 50, product_id: 11, quantity: 1 })];
    const sent = mockFetch({
      ...signedIn,
      'GET /api/cart': () => json(200, { items: [] }),
      'POST /api/cart': () =>
        serverUp ? json(201, { items: serverCart }) : json(503, { message: 'Service unavailable' }),
    });
    const { result, queryClient } = renderCart();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(async () => {
      await result.current.add({ product: bracelet, variant: null, quantity: 1, source: 'card' });
    });
    expect(toast.success).toHaveBeenCalledWith('Jade Bracelet added to cart successfully!');
    await waitFor(() =>
      expect(result.current.lines).toMatchObject([{ product_id: 11, quantity: 1, cart_id: 0 }]),
    );
    expect(readPendingAdds(7)).toEqual([
      { product_id: 11, variant_id: null, quantity: 1, name: 'Jade Bracelet' },
    ]);

    serverUp = true;
    await act(() => queryClient.refetchQueries({ queryKey: cartKeys.server(7) }));
    await waitFor(() => expect(result.current.lines.map((line) => line.cart_id)).toEqual([50]));
    expect(calls(sent, 'POST /api/cart')).toHaveLength(2);
    expect(readPendingAdds(7)).toEqual([]);
  });

  it('shows the local copy when the cart cannot be read', async () => {
    window.localStorage.setItem(userCartKey(7), JSON.stringify([cartLine({ cart_id: 9, quantity: 2 })]));
    mockFetch({
      ...signedIn,
      'GET /api/cart': () => json(500, { message: 'Server error. Please try again later.' }),
    });
    const { result } = renderCart();
    // docs/cart.md#fallbacks: the cart read is retried once before the fallback shows.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(result.current.lines.map((line) => line.cart_id)).toEqual([9]));
    expect(result.current.itemCount).toBe(2);
  });

  it('says "No items selected for removal" and calls nothing when none is selected', async () => {
    const sent = mockFetch({
      ...signedIn,
      'GET /api/cart': () => json(200, { items: [cartLine({ cart_id: 3, selected: false })] }),
    });
    const { result } = renderCart();
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    await act(() => result.current.removeSelected());
    expect(toast.error).toHaveBeenCalledWith('No items selected for removal', { duration: 4000 });
    expect(calls(sent, 'POST /api/cart/remove')).toHaveLength(0);
  });

  it('shows a new quantity at once and sends only the last of quick changes', async () => {
    const sent = mockFetch({
      ...signedIn,
      'GET /api/cart': () => json(200, { items: [cartLine({ cart_id: 3, quantity: 1 })] }),
      'PUT /api/cart/3': (body) =>
        json(200, { items: [cartLine({ cart_id: 3, quantity: (body as { quantity: number }).quantity })] }),
    });
    const { result } = renderCart();
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    const line = result.current.lines[0]!;
    await act(async () => {
      void result.current.updateQuantity(line, 2);
      void result.current.updateQuantity(line, 3);
      void result.current.updateQuantity(line, 4);
    });
    await waitFor(() => expect(result.current.lines[0]?.quantity).toBe(4));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    await waitFor(() => expect(calls(sent, 'PUT /api/cart/3')).toHaveLength(2));
    expect(calls(sent, 'PUT /api/cart/3').map((request) => request.body)).toEqual([
      { quantity: 2 },
      { quantity: 4 },
    ]);
    expect(result.current.lines[0]?.quantity).toBe(4);
  });

  it('says a line changed in another tab is gone and shows the cart as it is now', async () => {
    let serverLines = [
      cartLine({ cart_id: 3, quantity: 1 }),
      cartLine({ cart_id: 4, product_id: 12, quantity: 1 }),
    ];
    mockFetch({
      ...signedIn,
      'GET /api/cart': () => json(200, { items: serverLines }),
      'PUT /api/cart/3': () => json(404, { message: 'Cart item not found', code: 'NOT_FOUND' }),
    });
    const { result } = renderCart();
    await waitFor(() => expect(result.current.lines).toHaveLength(2));
    const line = result.current.lines[0]!;
    // Another tab deletes line 3.
    serverLines = [cartLine({ cart_id: 4, product_id: 12, quantity: 1 })];
    await act(async () => {
      await result.current.updateQuantity(line, 2);
    });
    expect(toast.info).toHaveBeenCalledWith(
      'This item was removed from your cart in another tab or device. Here is your cart as it is now.',
    );
    expect(toast.error).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.lines.map((item) => item.cart_id)).toEqual([4]));
  });

  it('reads the cart again when the tab regains focus', async () => {
    let serverLines = [cartLine({ cart_id: 3, quantity: 1 })];
    mockFetch({ ...signedIn, 'GET /api/cart': () => json(200, { items: serverLines }) });
    const { result } = renderCart();
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    serverLines = [cartLine({ cart_id: 3, quantity: 5 })];
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(result.current.lines[0]?.quantity).toBe(5));
    focusManager.setFocused(undefined);
  });
});

describe('merging the guest cart after sign-in', () => {
  it('sends the valid guest lines once, shows the merged cart, clears the guest cart and names shortfalls', async () => {
    writeGuestCart([cartLine({ product_id: 11, quantity: 5 }), cartLine({ product_id: 12, variant_id: 4 })]);
    const sent = mockFetch({
      'POST /api/cart/merge': () =>
        json(200, {
          items: [cartLine({ cart_id: 60, quantity: 3 })],
          adjustments: [
            { product_id: 11, variant_id: null, name: 'Jade Bracelet', requested: 5, added: 3 },
            { product_id: 12, variant_id: 4, name: null, requested: 1, added: 0 },
          ],
        }),
    });
    const queryClient = new QueryClient();
    await mergeGuestCartAfterSignIn(maria, queryClient);
    expect(calls(sent, 'POST /api/cart/merge')[0]?.body).toEqual({
      items: [
        { product_id: 11, variant_id: null, quantity: 5 },
        { product_id: 12, variant_id: 4, quantity: 1 },
      ],
    });
    expect(queryClient.getQueryData(cartKeys.server(7))).toEqual([cartLine({ cart_id: 60, quantity: 3 })]);
    expect(readGuestCart()).toEqual([]);
    expect(document.cookie).not.toContain(GUEST_CART_KEY);
    expect(toast.warning).toHaveBeenCalledWith(
      'Only 3 of Jade Bracelet could be added (stock)',
      expect.anything(),
    );
    expect(toast.warning).toHaveBeenCalledWith(
      'An item from your guest cart is no longer available',
      expect.anything(),
    );

    writeGuestCart([cartLine({ product_id: 13 })]);
    await mergeGuestCartAfterSignIn(maria, queryClient);
    expect(calls(sent, 'POST /api/cart/merge')).toHaveLength(1);
  });

  it('keeps the guest cart when the merge fails, to try again at the next sign-in', async () => {
    writeGuestCart([cartLine({ product_id: 11 })]);
    mockFetch({ 'POST /api/cart/merge': () => json(503, { message: 'Service unavailable' }) });
    await mergeGuestCartAfterSignIn(maria, new QueryClient());
    expect(readGuestCart()).toHaveLength(1);
    expect(window.sessionStorage.getItem(mergeFlagKey(7))).toBeNull();
  });
});
