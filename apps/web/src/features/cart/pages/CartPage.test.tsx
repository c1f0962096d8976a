import type { SessionUser } from '@fengshui/shared/auth';
import type { CartLine } from '@fengshui/shared/cart';
import { formatPeso } from '@fengshui/shared/money';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { cartLine } from '../../../test/cart-lines.ts';
import { stubDialogs } from '../../../test/dialogs.ts';
import { json, maria } from '../../../test/fixtures.ts';
import { recordRequests, type SentRequest, server } from '../../../test/msw.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { clearGuestCart, writeGuestCart } from '../logic/guest-cart.ts';
import { CartPage } from './CartPage.tsx';

// Three lines: two ticked (2 x ₱450 discounted, 1 x ₱300) and one not (₱1,000).
const lines: CartLine[] = [
  cartLine({
    cart_id: 1,
    product_id: 11,
    name: 'Jade Bracelet',
    price: 500,
    discounted_price: 450,
    quantity: 2,
    variant_id: 4,
    variant_attributes: { size: 'M', color: 'Green' },
  }),
  cartLine({ cart_id: 2, product_id: 12, name: 'Lucky Coin', price: 300, quantity: 1 }),
  cartLine({ cart_id: 3, product_id: 13, name: 'Singing Bowl', price: 1000, quantity: 1, selected: false }),
];

/** A screen `width` px wide (a boolean: narrow or wide), answering max-width queries as a browser does. */
function mockMatchMedia(width: boolean | number) {
  const px = width === true ? 390 : width === false ? 1280 : width;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: px <= Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

/** A server that keeps the cart and answers every cart call with the whole cart; returns what was sent. */
function mockServer(user: SessionUser | null, initial: CartLine[]): SentRequest[] {
  let items = initial.map((line) => ({ ...line }));
  const bodyOf = async (request: Request) => (await request.json()) as Record<string, unknown>;
  server.use(
    http.get('/api/auth/session', () => json(200, { user })),
    http.get('/api/cart', () => json(200, { items })),
    http.patch('/api/cart/selection', async ({ request }) => {
      const { selected } = await bodyOf(request);
      items = items.map((line) => ({ ...line, selected: selected as boolean }));
      return json(200, { items });
    }),
    http.patch('/api/cart/:cartId/selection', async ({ request, params }) => {
      const { selected } = await bodyOf(request);
      const cartId = Number(params.cartId);
      items = items.map((line) =>
        line.cart_id === cartId ? { ...line, selected: selected as boolean } : line,
      );
      return json(200, { items });
    }),
    http.post('/api/cart/remove', async ({ request }) => {
      const { cart_ids } = await bodyOf(request);
      items = items.filter((line) => !(cart_ids as number[]).includes(line.cart_id));
      return json(200, { items });
    }),
  );
  return recordRequests();
}

function Shown({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} page {JSON.stringify(location.state)}
    </p>
  );
}

function renderCartPage() {
  renderApp(
    [
      { path: '/cart', Component: CartPage },
      { path: '/login', element: <Shown name="Login" /> },
      { path: '/checkout', element: <Shown name="Checkout" /> },
      { path: '/shop', element: <Shown name="Shop" /> },
    ],
    { at: '/cart' },
  );
}

let consoleError: Mock;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error') as unknown as Mock;
});
afterEach(() => {
  cleanup();
  expect(consoleError).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  clearGuestCart();
});

describe('CartPage', () => {
  it('shows the empty cart with a way to the shop', async () => {
    mockMatchMedia(false);
    mockServer(null, []);
    renderCartPage();
    expect(await screen.findByText('Your Shopping Cart is Empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/shop');
  });

  it('lists every line in the desktop table and totals the selected lines only', async () => {
    mockMatchMedia(false);
    mockServer(maria, lines);
    renderCartPage();
    expect(screen.getByText('Loading your cart...')).toBeTruthy();
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(3);
    for (const column of ['Product', 'Unit Price', 'Quantity', 'Total Price', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    const bracelet = screen.getAllByTestId('cart-line')[0]!;
    expect(within(bracelet).getByText('size: M')).toBeTruthy();
    expect(within(bracelet).getByText('color: Green')).toBeTruthy();
    // Discounted: ₱450 a piece with ₱500 struck through; 2 of them.
    expect(within(bracelet).getAllByText(formatPeso(450))).toHaveLength(1);
    expect(within(bracelet).getByText(formatPeso(900))).toBeTruthy();
    expect(
      within(bracelet).getByRole('button', { name: 'Decrease quantity of Jade Bracelet' }),
    ).toHaveProperty('disabled', false);
    expect(screen.getByTestId('cart-total').textContent).toBe(formatPeso(2 * 450 + 300));
    expect(screen.getByText(/Total \(3 items\)/)).toBeTruthy();
  });

  it('selects every line with Select All, then deletes the selected lines', async () => {
    mockMatchMedia(false);
    const sent = mockServer(maria, lines);
    renderCartPage();
    await screen.findAllByTestId('cart-line');
    const selectAll = screen.getByRole('checkbox', { name: 'Select All (3)' });
    expect(selectAll).toHaveProperty('checked', false);

    fireEvent.click(selectAll);
    await waitFor(() =>
      expect(screen.getByTestId('cart-total').textContent).toBe(formatPeso(2 * 450 + 300 + 1000)),
    );
    expect(selectAll).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Lucky Coin' }));
    expect(await screen.findByText(/Total \(3 items\)/)).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe(formatPeso(900 + 1000));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(screen.getByText('Lucky Coin')).toBeTruthy();
    expect(sent.find((request) => request.path === '/api/cart/remove')?.body).toEqual({ cart_ids: [1, 3] });
  });

  it('drops the Unit Price column in the compact layout below 768 px', async () => {
    mockMatchMedia(true);
    mockServer(maria, lines);
    renderCartPage();
    const rows = await screen.findAllByTestId('cart-line');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.tagName).toBe('LI');
    expect(screen.queryByText('Unit Price')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toBe(formatPeso(1200));
  });

  it('keeps the table at exactly 768 px, where the page is laid out for a tablet', async () => {
    mockMatchMedia(768);
    mockServer(maria, lines);
    renderCartPage();
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getByText('Unit Price')).toBeTruthy();
  });

  it('says why a typed quantity was lowered, and asks before a 0 removes the line', async () => {
    stubDialogs();
    mockMatchMedia(false);
    mockServer(null, []);
    writeGuestCart([
      cartLine({ cart_id: 0, name: 'Jade Bracelet', quantity: 2, stock: 22, stock_quantity: 22 }),
    ]);
    renderCartPage();
    const field = (await screen.findByRole('textbox', {
      name: 'Quantity of Jade Bracelet',
    })) as HTMLInputElement;

    fireEvent.change(field, { target: { value: '500' } });
    expect(field.value).toBe('22');
    expect(screen.getByTestId('cart-quantity-note').textContent).toBe('Only 22 left in stock');

    fireEvent.change(field, { target: { value: '0' } });
    const dialog = await screen.findByRole('dialog', { name: 'Remove this item?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(field.value).toBe('22'));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);

    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Your Shopping Cart is Empty')).toBeTruthy();
  });

  it('sends a guest to log in before checkout', async () => {
    mockMatchMedia(false);
    mockServer(null, []);
    writeGuestCart([cartLine({ cart_id: 0 })]);
    renderCartPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Check Out' }));
    expect(await screen.findByText('Login page {"from":"/cart"}')).toBeTruthy();
  });

  it('asks for a selection, then checks out the selected lines only', async () => {
    mockMatchMedia(false);
    mockServer(maria, [{ ...lines[1]!, selected: false }, lines[2]!]);
    renderCartPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Check Out' }));
    expect(await screen.findByText('Please select at least one item to checkout')).toBeTruthy();

    const coin = screen.getByRole('checkbox', { name: 'Select Lucky Coin' });
    fireEvent.click(coin);
    await waitFor(() => expect(coin).toHaveProperty('checked', true));
    fireEvent.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(await screen.findByText(/^Checkout page/)).toBeTruthy();
    const stored = JSON.parse(window.localStorage.getItem('checkoutItems') ?? '[]') as CartLine[];
    expect(stored.map((line) => line.name)).toEqual(['Lucky Coin']);
  });

  it('keeps an order to the 50 different items the server takes, and says so', async () => {
    mockMatchMedia(false);
    const many = Array.from({ length: 51 }, (_, index) =>
      cartLine({ cart_id: index + 1, product_id: 500 + index, name: `Charm ${index + 1}`, quantity: 1 }),
    );
    mockServer(maria, many);
    renderCartPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Check Out' }));
    expect(
      await screen.findByText(
        'An order can hold at most 50 different items. Please check out the rest in another order.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/^Checkout page/)).toBeNull();
  });
});
