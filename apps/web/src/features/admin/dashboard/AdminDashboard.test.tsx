import type { AdminDashboard } from '@fengshui/shared/admin-dashboard';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw.ts';
import { renderAdminAt } from '../test/admin-test-app.tsx';

const task = (count: number, total: number, by_status: Record<string, number>) => ({
  count,
  total,
  by_status,
});
const none = task(0, 0, {});

const dashboard: AdminDashboard = {
  today: '2026-11-18',
  sales: {
    today: { since: '2026-11-18', order_count: 2, total: 3240 },
    week: { since: '2026-11-16', order_count: 3, total: 6360 },
    month: { since: '2026-11-01', order_count: 1, total: 16600 },
  },
  to_do: {
    awaiting_courier_booking: task(3, 6360, { processing: 2, packed: 1 }),
    to_pack: task(2, 3240, { processing: 2 }),
    to_hand_over: task(1, 3120, { packed: 1 }),
    unpaid_online: task(1, 9120, { pending_payment: 1 }),
    refunds_due: task(1, 7120, { cancelled: 1 }),
    cod_to_collect: task(1, 4120, { delivered: 1 }),
    new_messages: 2,
    low_stock_products: 3,
  },
  latest_orders: [
    {
      order_id: 41,
      order_code: 'FS-261118-00009',
      customer_name: 'Liza Dela Cruz',
      total_price: 2120,
      order_status: 'processing',
      payment_status: 'paid',
      created_at: '2026-11-18T01:30:00.000Z',
    },
    {
      order_id: 40,
      order_code: 'FS-261118-00008',
      customer_name: 'Ben Cruz',
      total_price: 9120,
      order_status: 'pending_payment',
      payment_status: 'pending',
      created_at: '2026-11-18T01:00:00.000Z',
    },
  ],
  lowest_stock_products: [
    { product_id: 7, product_code: 'BM-001', name: 'Bagua Mirror', stock: 0, has_variants: false },
    { product_id: 8, product_code: 'JP-002', name: 'Jade Pixiu', stock: 3, has_variants: true },
    { product_id: 9, product_code: 'CT-003', name: 'Citrine Tree', stock: 12, has_variants: false },
  ],
};

// The insights at the top have tests of their own (insights/InsightsPage.test.tsx); here they are away.
const serve = (body: unknown, status = 200) =>
  server.use(
    http.get('/api/admin/dashboard', () => HttpResponse.json(body as object, { status })),
    http.get('/api/admin/insights', () =>
      HttpResponse.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
    ),
  );

const toDoItem = (name: RegExp) => screen.getByRole('link', { name });

describe('Dashboard (admin)', () => {
  it("shows today's, this week's and this month's sales with their order counts", async () => {
    serve(dashboard);
    renderAdminAt('/admin');
    await screen.findByText('Wednesday 11/18/2026');
    // The owner is greeted by name.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Lily');
    const figures = screen.getAllByTestId('sales-figure').map((figure) => figure.textContent);
    expect(figures).toEqual([
      'Today₱3,240.002 orders',
      'This week₱6,360.003 orders since Monday 11/16/2026',
      'This month₱16,600.001 order since Sunday 11/01/2026',
    ]);
  });

  it('links each piece of work to the screen that deals with it', async () => {
    serve(dashboard);
    renderAdminAt('/admin');
    await screen.findByText('Wednesday 11/18/2026');
    const expected: [RegExp, string, string][] = [
      [/Book the courier/, '3', '/admin/orders?status=processing'],
      [/^Pack/, '2', '/admin/orders?view=to-pack'],
      [/Hand to the courier/, '1', '/admin/orders?view=to-ship'],
      [/Refunds due/, '1', '/admin/orders?view=refunds-due'],
      [/COD cash to collect/, '1', '/admin/orders?view=cod-to-collect'],
      [/Awaiting payment/, '1', '/admin/orders?status=pending_payment'],
      [/New messages/, '2', '/admin/messages?status=new'],
      [/Low stock/, '3', '/admin/products?status=active'],
    ];
    for (const [name, count, href] of expected) {
      const link = toDoItem(name);
      expect(link.getAttribute('href')).toBe(href);
      expect(within(link).getByTestId('to-do-count').textContent).toBe(count);
    }
    // The money is shown where it is the point: the refund to send and the cash to chase.
    expect(within(toDoItem(/Refunds due/)).getByText('₱7,120.00')).toBeTruthy();
    expect(within(toDoItem(/COD cash to collect/)).getByText('₱4,120.00')).toBeTruthy();
  });

  it('lists the latest orders linking to the order desk, and the products lowest in stock', async () => {
    serve(dashboard);
    renderAdminAt('/admin');
    const latest = await screen.findByRole('region', { name: 'Latest orders' });
    const rows = within(latest).getAllByTestId('latest-order');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'FS-261118-00009' }).getAttribute('href')).toBe(
      '/admin/orders/41',
    );
    expect(rows[0]!.textContent).toContain('Liza Dela Cruz');
    expect(rows[0]!.textContent).toContain('₱2,120.00');
    expect(within(rows[1]!).getByTestId('order-status').textContent).toBe('Pending Payment');

    const stock = screen.getByRole('region', { name: 'Lowest stock' });
    const products = within(stock).getAllByTestId('low-stock-product');
    expect(products.map((row) => row.textContent)).toEqual([
      'Bagua MirrorBM-001Sold out',
      'Jade PixiuJP-002 · all variants together3 left',
      'Citrine TreeCT-00312 in stock',
    ]);
    expect(within(stock).getByRole('link', { name: 'Jade Pixiu' }).getAttribute('href')).toBe(
      '/admin/products?search=JP-002',
    );
  });

  it('keeps the screens below, without a "Coming soon" badge on those that are available', async () => {
    serve(dashboard);
    renderAdminAt('/admin');
    const screens = await screen.findByRole('region', { name: 'All screens' });
    expect(
      within(screens)
        .getByRole('link', { name: /Orders/ })
        .getAttribute('href'),
    ).toBe('/admin/orders');
    expect(within(screens).queryByText('Coming soon')).toBeNull();
    expect(within(screens).queryByText('Available')).toBeNull();
  });

  it('says so when nothing is waiting, and keeps the last figures with a note when a refresh fails', async () => {
    serve({
      ...dashboard,
      to_do: {
        awaiting_courier_booking: none,
        to_pack: none,
        to_hand_over: none,
        unpaid_online: none,
        refunds_due: none,
        cod_to_collect: none,
        new_messages: 0,
        low_stock_products: 0,
      },
    });
    renderAdminAt('/admin');
    expect(await screen.findByText('Nothing is waiting. Well done!')).toBeTruthy();

    serve({ message: 'Database unavailable' }, 503);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'These figures could not be refreshed: Database unavailable',
    );
    // The last figures stay on screen rather than vanishing behind the error.
    expect(screen.getByText('Nothing is waiting. Well done!')).toBeTruthy();
  });

  it('shows the error when the dashboard cannot be loaded', async () => {
    serve({ message: 'Service Unavailable' }, 503);
    renderAdminAt('/admin');
    expect((await screen.findByRole('alert')).textContent).toContain('Service Unavailable');
    // The screens are still there to go on working.
    expect(screen.getByRole('region', { name: 'All screens' })).toBeTruthy();
  });
});
