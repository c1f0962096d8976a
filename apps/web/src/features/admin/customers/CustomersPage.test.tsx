import type { AdminCustomerDetail, AdminCustomerRow } from '@fengshui/shared/admin-customers';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeServer, renderAdminAt } from '../test/admin-test-app.tsx';

const row = (overrides: Partial<AdminCustomerRow> = {}): AdminCustomerRow => ({
  id: 7,
  name: 'Maria Santos',
  username: 'maria',
  email: 'maria@example.ph',
  phone: '09171234567',
  verified: true,
  deleted: false,
  created_at: '2025-01-05T02:00:00Z',
  order_count: 3,
  total_spent: 4250.5,
  last_order_at: '2025-03-10T02:15:00Z',
  ...overrides,
});
const gone = row({
  id: 8,
  name: 'Deleted account',
  email: 'deleted-8@deleted.invalid',
  phone: null,
  verified: false,
  deleted: true,
  order_count: 1,
  total_spent: 0,
});

const detail: AdminCustomerDetail = {
  customer: { ...row(), first_name: 'Maria', last_name: 'Santos', signs_in_with_google: false },
  addresses: [
    {
      id: 1,
      recipient_name: 'Maria Santos',
      phone: '09171234567',
      address: '5 Rizal Street, Lahug, Cebu City',
      is_default: true,
    },
  ],
  orders: [
    {
      order_id: 41,
      order_code: 'FS-20250310-0041',
      order_status: 'delivered',
      payment_status: 'paid',
      payment_method: 'dragonpay',
      item_count: 2,
      total_price: 1250,
      voucher_code: 'PROSPER10',
      created_at: '2025-03-10T02:15:00Z',
    },
  ],
};

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

describe('Customers (admin)', () => {
  it('lists customers with orders, spend and last order, marking deleted accounts, and searches', async () => {
    const { requests } = fakeServer((request) =>
      request.path === '/api/admin/customers'
        ? { status: 200, body: { customers: [row(), gone], page: 1, total: 2, total_pages: 1 } }
        : undefined,
    );
    renderAdminAt('/admin/customers');
    const rows = await screen.findAllByTestId('customer-row');
    expect(within(rows[0]!).getByRole('link', { name: 'Maria Santos' }).getAttribute('href')).toBe(
      '/admin/customers/7',
    );
    expect(within(rows[0]!).getByText('Verified')).toBeTruthy();
    expect(within(rows[0]!).getByText('₱4,250.50')).toBeTruthy();
    expect(within(rows[1]!).getByText('Deleted')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search customers' }), {
      target: { value: 'santos' },
    });
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ search: 'santos', page: '1' }));
  });

  it("shows one customer's profile, addresses and orders, each order linked to the order desk", async () => {
    fakeServer((request) =>
      request.path === '/api/admin/customers/7' ? { status: 200, body: detail } : undefined,
    );
    renderAdminAt('/admin/customers/7');
    expect(await screen.findByRole('heading', { name: 'Maria Santos' })).toBeTruthy();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(
      within(profile)
        .getByRole('link', { name: /maria@example.ph/ })
        .getAttribute('href'),
    ).toBe('mailto:maria@example.ph');
    expect(
      within(screen.getByRole('region', { name: 'Addresses' })).getByText('5 Rizal Street, Lahug, Cebu City'),
    ).toBeTruthy();
    const order = screen.getByTestId('customer-order');
    expect(within(order).getByRole('link').getAttribute('href')).toBe('/admin/orders/41');
    expect(within(order).getByText(/code PROSPER10/)).toBeTruthy();
  });

  it('says so when the customer does not exist', async () => {
    fakeServer((request) =>
      request.path === '/api/admin/customers/99'
        ? { status: 404, body: { code: 'CUSTOMER_NOT_FOUND', message: 'Customer not found' } }
        : undefined,
    );
    renderAdminAt('/admin/customers/99');
    expect((await screen.findByRole('alert')).textContent).toBe('Customer not found');
  });

  it.each(['abc', '0x7', '0'])(
    'says so for /admin/customers/%s, which names no customer, and asks nothing',
    async (segment) => {
      const { requests } = fakeServer(() => undefined);
      renderAdminAt(`/admin/customers/${segment}`);
      expect((await screen.findByRole('alert')).textContent).toBe('Customer not found');
      expect(screen.queryByText('Loading customer…')).toBeNull();
      expect(requests.filter((request) => request.path.startsWith('/api/admin/customers'))).toEqual([]);
    },
  );
});
