import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { product } from '../../../test/cart-lines.ts';
import { json } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw.ts';
import { renderAppOnServer } from '../../../test/render-app.tsx';
import { QuickAddButton } from './QuickAddButton.tsx';

function renderButton(card: ReturnType<typeof product>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <QuickAddButton product={card} /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('a product card’s quick add', () => {
  // A visitor: the button reads the session before it offers the add.
  beforeEach(() => server.use(http.get('/api/auth/session', () => json(200, { user: null }))));
  afterEach(() => cleanup());

  it('is disabled and says "Sold out" when nothing is left', () => {
    renderButton(product({ name: 'Jade Bracelet', stock: 0 }));
    const button = screen.getByRole('button', { name: 'Jade Bracelet is sold out' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Sold out');
  });

  it('says "Sold out" rather than "Choose options" when every variant is sold out', () => {
    renderButton(product({ name: 'Pi Xiu Ring', stock: 0, has_variants: true }));
    expect(screen.queryByRole('link', { name: /Choose options/ })).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Pi Xiu Ring is sold out' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  // docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
  it('arrives disabled in the server-rendered card, since a press before the page runs would be lost', () => {
    const card = renderAppOnServer(<QuickAddButton product={product({ name: 'Lucky Coin', stock: 3 })} />);
    expect(within(card).getByRole('button', { name: 'Add Lucky Coin to cart' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('offers the add while there is stock', () => {
    renderButton(product({ name: 'Lucky Coin', stock: 3 }));
    expect(
      (screen.getByRole('button', { name: 'Add Lucky Coin to cart' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
