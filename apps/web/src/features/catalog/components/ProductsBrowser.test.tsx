import type { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { product } from '../../../test/cart-lines.ts';
import { withQuietIntersectionObserver } from '../../../test/quiet-intersection-observer.ts';
import { renderApp, renderAppOnServer } from '../../../test/render-app.tsx';
import { productsQuery } from '../api/get-products.ts';
import { ProductsBrowser } from './ProductsBrowser.tsx';

const filters = { category: '3' };
// One page read, another to come: the server's HTML carries the first and the button for the next.
const prime = (queryClient: QueryClient) =>
  queryClient.setQueryData(productsQuery(filters).queryKey, {
    pages: [
      {
        products: [product({ name: 'Jade Bracelet' })],
        pagination: { hasNextPage: true, nextCursor: { createdAt: '2025-01-01T00:00:00.000Z', id: 11 } },
      },
    ],
    pageParams: [null],
  });

withQuietIntersectionObserver();
afterEach(cleanup);

// docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
describe('Load more products', () => {
  it('arrives disabled, since the next page is read by the page’s code', () => {
    const page = within(renderAppOnServer(<ProductsBrowser filters={filters} />, { prime }));
    expect(page.getByRole('button', { name: 'Load more products' })).toHaveProperty('disabled', true);
  });

  it('can be pressed once the page runs', () => {
    renderApp(<ProductsBrowser filters={filters} />, { prime });
    expect(screen.getByRole('button', { name: 'Load more products' })).toHaveProperty('disabled', false);
  });
});
