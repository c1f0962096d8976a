import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { recordRequests, type SentRequest, server } from '../../test/msw.ts';
import { renderAdminAt as renderAdmin } from './test/admin-test-app.tsx';
import { orderRow } from './test/test-orders.ts';

const statusCounts = { processing: 3, for_packing: 2, shipped: 1 };

const bulkAnswer = {
  message: 'Mark as packed: 1 order done, 1 order could not be changed.',
  succeeded: 1,
  failed: 1,
  results: [
    { order_id: 41, order_code: 'FS-20250310-0041', ok: true, message: 'Moved to Packed', status: 'packed' },
    {
      order_id: 42,
      order_code: 'FS-0042',
      ok: false,
      message: 'Order FS-0042 is already Packed.',
      status: 'packed',
    },
  ],
};

/** The order desk's list (two orders, or one in the shipped group) and its bulk action; returns what was sent. */
function mockServer(): SentRequest[] {
  server.use(
    http.post('/api/admin/orders/bulk', () => json(200, bulkAnswer)),
    http.get('/api/admin/orders', ({ request }) => {
      const url = new URL(request.url);
      const group = url.searchParams.get('group');
      const orders =
        group === 'shipped'
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
        view_counts: { 'to-pack': 5, 'to-ship': 0, 'cod-to-collect': 1, 'refunds-due': 2 },
      });
    }),
  );
  return recordRequests();
}

/** The query strings the list was asked with, in order. */
const listRequests = (sent: SentRequest[]) =>
  sent.filter((request) => request.path === '/api/admin/orders').map((request) => request.query);

describe('Orders page (admin)', () => {
  it('is in the admin menu and lists the orders with code, customer, total, payment, status and tracking', async () => {
    const sent = mockServer();
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
    expect(listRequests(sent)).toEqual([{ page: '1', limit: '25' }]);
  });

  it('shows one row of status tabs with their counts, and filters the request and the address by the chosen one', async () => {
    const sent = mockServer();
    const router = renderAdmin('/admin/orders');
    await screen.findAllByTestId('order-row');
    const tabs = screen.getByRole('group', { name: 'Filter by status' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual([
      'All 6',
      'Unpaid 0',
      'Processing 5',
      'Packed 0',
      'Shipped 1',
      'Delivered 0',
      'Completed 0',
      'Cancelled 0',
    ]);
    expect(within(tabs).getByRole('button', { name: 'All 6' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(tabs).getByRole('button', { name: 'Shipped 1' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));
    expect(listRequests(sent).at(-1)).toEqual({ group: 'shipped', page: '1', limit: '25' });
    expect(router.state.location.search).toBe('?group=shipped');
    expect(within(tabs).getByRole('button', { name: 'Shipped 1' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers the saved views with their counts and asks for the chosen one', async () => {
    const sent = mockServer();
    const router = renderAdmin('/admin/orders');
    await screen.findAllByTestId('order-row');
    const views = screen.getByRole('group', { name: 'Saved views' });
    expect(
      within(views)
        .getAllByRole('button')
        .map((view) => view.textContent),
    ).toEqual(['To pack 5', 'To ship 0', 'COD to collect 1', 'Refunds due 2']);
    fireEvent.click(within(views).getByRole('button', { name: 'COD to collect 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=cod-to-collect'));
    await waitFor(() =>
      expect(listRequests(sent).at(-1)).toEqual({ view: 'cod-to-collect', page: '1', limit: '25' }),
    );
  });

  it('marks the chosen orders packed at once and lists the one that could not move', async () => {
    const sent = mockServer();
    renderAdmin('/admin/orders');
    const rows = await screen.findAllByTestId('order-row');
    fireEvent.click(within(rows[0]!).getByRole('checkbox', { name: 'Choose FS-20250310-0041' }));
    fireEvent.click(within(rows[1]!).getByRole('checkbox', { name: 'Choose FS-0042' }));
    const bar = screen.getByRole('region', { name: 'Chosen orders' });
    expect(within(bar).getByText('2 orders chosen')).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Print waybills' }).getAttribute('href')).toBe(
      '/api/admin/orders/waybills?ids=41,42',
    );

    fireEvent.click(within(bar).getByRole('button', { name: 'Mark as packed' }));
    expect(await within(bar).findByText('Order FS-0042 is already Packed.')).toBeTruthy();
    expect(sent.find((request) => request.path === '/api/admin/orders/bulk')).toMatchObject({
      method: 'POST',
      body: { action: 'mark_packed', order_ids: [41, 42] },
    });
  });

  it('keeps long e-mails on one line, whole on hover and focus', async () => {
    mockServer();
    renderAdmin('/admin/orders');
    const rows = await screen.findAllByTestId('order-row');
    const email = within(rows[0]!).getByRole('link', { name: 'maria@example.ph' });
    expect(email.getAttribute('title')).toBe('maria@example.ph');
    expect(email.className).toContain('truncate');
    expect(email.className).toContain('focus:whitespace-normal');
  });

  it('searches by code, customer or tracking number once typing pauses, and keeps the search in the address', async () => {
    const sent = mockServer();
    const router = renderAdmin('/admin/orders?status=processing');
    await screen.findAllByTestId('order-row');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: 'NVPH' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), {
      target: { value: 'NVPH0000042 ' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?status=processing&q=NVPH0000042'));
    await waitFor(() =>
      expect(listRequests(sent).at(-1)).toEqual({
        status: 'processing',
        q: 'NVPH0000042',
        page: '1',
        limit: '25',
      }),
    );
    // Only the settled search was sent, not each keystroke.
    expect(listRequests(sent).filter((query) => query.q === 'NVPH')).toHaveLength(0);
  });

  it('opens on the filters of its address and pages through the results', async () => {
    const sent = mockServer();
    const router = renderAdmin('/admin/orders?status=for_packing&q=maria&page=2');
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveProperty('value', 'maria');
    expect(listRequests(sent)[0]).toEqual({ status: 'for_packing', q: 'maria', page: '2', limit: '25' });

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=for_packing&q=maria'));
    await waitFor(() => expect(listRequests(sent).at(-1)?.page).toBe('1'));
  });
});
