import type { CartLine } from '@fengshui/shared/cart';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLine } from '../../../test/cart-lines.ts';
import { json } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw.ts';
import { deliveryHandlers, renderAt } from '../test/checkout-page-fixtures.tsx';

afterEach(() => {
  vi.useRealTimers();
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** The API with the cart's PUT played by `answer`; records the quantities sent per cart line. */
function api(answer: (quantity: number) => Promise<Response> | Response = () => json(200, { items: [] })) {
  const sent: { cartId: number; quantity: number }[] = [];
  server.use(
    ...deliveryHandlers,
    http.put('/api/cart/:cartId', async ({ request, params }) => {
      const { quantity } = (await request.json()) as { quantity: number };
      sent.push({ cartId: Number(params.cartId), quantity });
      return answer(quantity);
    }),
  );
  return sent;
}

const quantityInput = () => screen.getByLabelText('Quantity of Jade Bracelet') as HTMLInputElement;
const increase = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Jade Bracelet' }));
const storedQuantity = () =>
  (JSON.parse(window.localStorage.getItem('checkoutItems') ?? '[]') as CartLine[])[0]?.quantity;

function openCheckout(line: Partial<CartLine>) {
  renderAt({
    pathname: '/checkout',
    state: { items: [cartLine({ product_id: 11, name: 'Jade Bracelet', quantity: 2, stock: 500, ...line })] },
  });
}

describe('quantities changed at checkout', () => {
  it('are written to the server cart for a line that came from it', async () => {
    const sent = api();
    openCheckout({ cart_id: 5 });
    increase();
    expect(quantityInput().value).toBe('3');
    await waitFor(() => expect(sent).toEqual([{ cartId: 5, quantity: 3 }]));
    expect(storedQuantity()).toBe(3);
  });

  it('go back to the last quantity the cart accepted, with a toast, when the cart refuses', async () => {
    const sent = api(() => json(400, { message: 'Not enough stock available' }));
    openCheckout({ cart_id: 5 });
    increase();
    expect(await screen.findByText('Failed to update quantity. Please try again.')).toBeTruthy();
    expect(sent).toEqual([{ cartId: 5, quantity: 3 }]);
    expect(quantityInput().value).toBe('2');
    expect(storedQuantity()).toBe(2);
  });

  it('send the latest choice once the call in flight is answered, never an older one after it', async () => {
    let release = () => {};
    const sent = api(
      (quantity) =>
        new Promise<Response>((resolve) => {
          if (quantity === 3) release = () => resolve(json(200, { items: [] }));
          else resolve(json(200, { items: [] }));
        }),
    );
    openCheckout({ cart_id: 5 });
    increase();
    increase();
    increase();
    expect(quantityInput().value).toBe('5');
    await waitFor(() => expect(sent).toHaveLength(1));
    release();
    await waitFor(() => expect(sent.map((call) => call.quantity)).toEqual([3, 5]));
    expect(quantityInput().value).toBe('5');
  });

  it('stay on the page for a Buy Now line that is not in the server cart', async () => {
    const sent = api();
    openCheckout({ cart_id: 0 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    increase();
    expect(quantityInput().value).toBe('3');
    expect(storedQuantity()).toBe(3);
    // However long the shopper waits, nothing goes to the server.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    vi.useRealTimers();
    expect(sent).toEqual([]);
  });

  it('stop at the cart limit of 99 for a cart line, at 999 for one kept locally', () => {
    api();
    openCheckout({ cart_id: 5 });
    fireEvent.change(quantityInput(), { target: { value: '150' } });
    expect(quantityInput().value).toBe('99');
    cleanup();
    openCheckout({ cart_id: 0 });
    fireEvent.change(quantityInput(), { target: { value: '150' } });
    expect(quantityInput().value).toBe('150');
  });
});
