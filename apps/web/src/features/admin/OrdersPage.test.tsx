import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionKey } from '../../lib/session/session-api.ts';
import { json } from '../../test/fixtures.ts';
import { AdminApp } from './AdminApp.tsx';
import { orderRow, owner } from './logic/test-orders.ts';

const statusCounts = { processing: 3, for_packing: 2, shipped: 1 };

function mockServer() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.pathname === '/api/admin/orders') {
      const status = url.searchParams.get('status');
      const orders =
        status === 'shipped'
          ? [orderRow({ order_id: 43, order_code: 'FS-0043', order_status: 'shipped' })]
          : [
              orderRow(),
              orderRow({
                order_id: 42,
                order_code: 'FS-0042',
                order_status: 'for_packing',
                tracking_number: 'NVPH0000042',
              }),
            ];
      return json(200, {
        orders,
        page: Number(url.searchParams.get('page') ?? 1),
        total: 30,
        total_pages: 2,
        status_counts: statusCounts,
      });
    }
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The query strings the list was asked with, in order. */
const listRequests = (fetchMock: Mock) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://shop.test'))
    .filter((url) => url.pathname === '/api/admin/orders')
    .map((url) => Object.fromEntries(url.searchParams));

function renderAdmin(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKey, owner);
  const router = createMemoryRouter([{ path: '/admin/*', element: <AdminApp /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
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
});

describe('Orders page (admin)', () => {
  it('is in the admin menu and lists the orders with code, customer, total, payment, status and tracking', async () => {
    const fetchMock = mockServer();
    renderAdmin('/admin/orders');
    expect(
      within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Orders' }),
    ).toBeTruthy();

    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('link', { name: 'FS-0042' }).getAttribute('href')).toBe(
      '/admin/orders/42',
    );
    expect(within(rows[1]!).getByText('Maria Santos')).toBeTruthy();
    expect(within(rows[1]!).getByText('₱1,250.00')).toBeTruthy();
    expect(within(rows[1]!).getByText('Paid')).toBeTruthy();
    expect(within(rows[1]!).getByText('For Packing')).toBeTruthy();
    expect(within(rows[1]!).getByText('NVPH0000042')).toBeTruthy();
    expect(screen.getAllByTestId('order-card')).toHaveLength(2);
    expect(listRequests(fetchMock)).toEqual([{ page: '1', limit: '25' }]);
  });

  it('shows a chip per status with its count, and filters the request and the address by the chosen one', async () => {
    const fetchMock = mockServer();
    const router = renderAdmin('/admin/orders');
    await screen.findAllByTestId('order-row');
    const chips = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(chips).getByRole('button', { name: 'All 6' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(chips).getByRole('button', { name: 'Processing 3' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Returned 0' })).toBeTruthy();

    fireEvent.click(within(chips).getByRole('button', { name: 'Shipped 1' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));
    expect(listRequests(fetchMock).at(-1)).toEqual({ status: 'shipped', page: '1', limit: '25' });
    expect(router.state.location.search).toBe('?status=shipped');
    expect(within(chips).getByRole('button', { name: 'Shipped 1' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('searches by code, customer or tracking number once typing pauses, and keeps the search in the address', async () => {
    const fetchMock = mockServer();
    const router = renderAdmin('/admin/orders?status=processing');
    await screen.findAllByTestId('order-row');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: 'NVPH' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), {
      target: { value: 'NVPH0000042 ' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?status=processing&q=NVPH0000042'));
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({
        status: 'processing',
        q: 'NVPH0000042',
        page: '1',
        limit: '25',
      }),
    );
    // Only the settled search was sent, not each keystroke.
    expect(listRequests(fetchMock).filter((query) => query.q === 'NVPH')).toHaveLength(0);
  });

  it('opens on the filters of its address and pages through the results', async () => {
    const fetchMock = mockServer();
    const router = renderAdmin('/admin/orders?status=for_packing&q=maria&page=2');
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveProperty('value', 'maria');
    expect(listRequests(fetchMock)[0]).toEqual({ status: 'for_packing', q: 'maria', page: '2', limit: '25' });

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=for_packing&q=maria'));
    await waitFor(() => expect(listRequests(fetchMock).at(-1)?.page).toBe('1'));
  });
});
