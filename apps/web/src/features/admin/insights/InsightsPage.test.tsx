import type { AdminInsights } from '@fengshui/shared/admin-insights';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderAdminAt } from '../test/admin-test-app.tsx';

const insights: AdminInsights = {
  range: { preset: 'custom', from: '2026-11-16', to: '2026-11-17', days: 2 },
  totals: {
    orders: 3,
    sales: 3260,
    paid: 720,
    cod_collected: 1120,
    outstanding: 1420,
    average_order_value: 1086.67,
    units: 5,
  },
  daily: [
    { day: '2026-11-16', orders: 1, sales: 1120, paid: 0, cod_collected: 1120, outstanding: 0 },
    { day: '2026-11-17', orders: 2, sales: 2140, paid: 720, cod_collected: 0, outstanding: 1420 },
  ],
  by_status: [
    { status: 'processing', orders: 2, total: 2140 },
    { status: 'cancelled', orders: 1, total: 3120 },
  ],
  payment_mix: [
    { method: 'dragonpay', orders: 1, sales: 720 },
    { method: 'cod', orders: 2, sales: 2540 },
  ],
  top_products: [
    { product_id: 1, product_code: 'AMU-001', name: 'Brass Wu Lou, large', units: 2, revenue: 2000 },
    { product_id: 2, product_code: 'CRY-001', name: '=Rose Quartz', units: 3, revenue: 900 },
  ],
  top_categories: [{ category_id: 1, name: 'Amulets', units: 2, revenue: 2000 }],
  conversion: { carts_started: 6, orders_placed: 5, open_carts: 1, rate: 0.8333 },
  customers: { new_customers: 1, returning_customers: 1, new_sales: 2140, returning_sales: 1120 },
  regions: [{ region: 'Central Visayas', orders: 1, sales: 1120 }],
  provinces: [{ province: 'Cebu', region: 'Central Visayas', orders: 1, sales: 1120 }],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const serve = () =>
  fakeServer((request) =>
    request.path === '/api/admin/insights'
      ? {
          status: 200,
          body: {
            ...insights,
            range: { ...insights.range, preset: request.query.range ?? '30d' },
          },
        }
      : undefined,
  );

// The admin chunk's first render is slow on a busy machine; the page itself waits on nothing.
const LOADED = { timeout: 10_000 };
const section = (name: string) => screen.getByRole('region', { name });

describe('Insights (admin)', () => {
  it('reads the range from the address and shows a data table behind every chart', async () => {
    const { requests } = serve();
    renderAdminAt('/admin/insights?range=custom&from=2026-11-16&to=2026-11-17');
    await screen.findByText('Monday 11/16/2026 to Tuesday 11/17/2026, Philippine time', {}, LOADED);
    expect(requests.find((request) => request.path === '/api/admin/insights')?.query).toEqual({
      range: 'custom',
      from: '2026-11-16',
      to: '2026-11-17',
    });
    const sales = within(section('Sales and orders per day')).getByRole('table', {
      name: 'Sales and orders per day',
    });
    expect(
      within(sales)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DayOrdersSales (PHP)Paid online (PHP)COD collected (PHP)Outstanding (PHP)',
      '2026-11-1611,120.000.001,120.000.00',
      '2026-11-1722,140.00720.000.001,420.00',
    ]);
    for (const title of [
      'Average order value',
      'Orders by status',
      'Payment mix',
      'Top products',
      'Top categories',
      'Cart to order',
      'New and returning customers',
      'Sales by region',
      'Sales by province',
    ]) {
      expect(within(section(title)).getByRole('table', { name: title })).toBeTruthy();
    }
    expect(within(section('Orders by status')).getByRole('table').textContent).toContain('Cancelled');
    expect(
      within(section('Cart to order')).getByText(/83\.3% of the carts started became orders/),
    ).toBeTruthy();
  });

  it('shows and hides a chart’s data table with its button', async () => {
    serve();
    renderAdminAt('/admin/insights?range=7d');
    const button = await screen.findByRole('button', { name: /^Show data\s*of Payment mix$/ }, LOADED);
    const table = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(table?.className).toContain('sr-only');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(table?.className).not.toContain('sr-only');
    expect(within(table as HTMLElement).getByText('Cash on delivery')).toBeTruthy();
  });

  it('changes the range in the address and asks the server for it', async () => {
    const { requests } = serve();
    const router = renderAdminAt('/admin/insights');
    const ninety = await screen.findByRole('button', { name: 'Last 90 days' }, LOADED);
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(ninety);
    await waitFor(() => expect(router.state.location.search).toBe('?range=90d'));
    await waitFor(() => expect(requests.some((request) => request.query.range === '90d')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show range' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?range=custom&from=2026-10-01&to=2026-10-31'),
    );
  });

  it('downloads a chart’s data as CSV: plain numbers, pesos with two decimals, names quoted and defused', async () => {
    serve();
    renderAdminAt('/admin/insights?range=custom&from=2026-11-16&to=2026-11-17');
    const button = await screen.findByRole('button', { name: /^CSV\s*of Top products$/ }, LOADED);
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:insights';
        },
        revokeObjectURL: () => {},
      }),
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    fireEvent.click(button);
    expect(names).toEqual(['top-products_2026-11-16_2026-11-17.csv']);
    expect(await blobs[0]!.text()).toBe(
      'Product,Code,Units,Revenue (PHP)\r\n"Brass Wu Lou, large",AMU-001,2,2000.00\r\n\'=Rose Quartz,CRY-001,3,900.00\r\n',
    );
  });

  it('says why a range was refused', async () => {
    fakeServer((request) =>
      request.path === '/api/admin/insights'
        ? { status: 400, body: { message: 'From must be on or before To', code: 'INVALID_RANGE' } }
        : undefined,
    );
    renderAdminAt('/admin/insights?range=custom&from=2026-11-17&to=2026-11-16');
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toBe('From must be on or before To');
  });
});
