import { ADMIN_PRODUCT_MESSAGES } from '@fengshui/shared/admin-catalog';
import type { AdminProductRow } from '@fengshui/shared/admin-product-reads';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { stubDialogs } from '../../../test/dialogs.ts';
import { json } from '../../../test/fixtures.ts';
import { renderAdminAt } from '../logic/admin-test-app.tsx';

beforeAll(stubDialogs);

const row = (overrides: Partial<AdminProductRow>): AdminProductRow => ({
  product_id: 1,
  product_code: 'AMU001',
  name: 'Dragon Tortoise',
  category_id: 3,
  category_name: 'Amulets',
  price: 1250,
  max_price: 1250,
  stock: 4,
  status: 'active',
  has_variants: false,
  variant_count: 0,
  image_url: null,
  is_flash_deal: false,
  discount_percentage: null,
  in_orders: false,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const rows = [
  row({}),
  row({
    product_id: 2,
    product_code: 'BRC001',
    name: 'Obsidian Bracelet',
    in_orders: true,
    price: 850,
    max_price: 990,
    stock: 0,
    has_variants: true,
    variant_count: 3,
  }),
  row({ product_id: 3, product_code: 'AMU002', name: 'Retired Charm', status: 'archived', in_orders: true }),
];

function mockServer() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/admin/products')
      return json(200, { products: rows, page: 1, total: 3, total_pages: 1 });
    if (method === 'GET' && url.pathname === '/api/categories') return json(200, []);
    if (method === 'DELETE' && url.pathname === '/api/products/2')
      return json(200, { outcome: 'archived', message: ADMIN_PRODUCT_MESSAGES.archived });
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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

describe('Products page (admin)', () => {
  it('lists products with code, category, price range, stock and status', async () => {
    mockServer();
    renderAdminAt('/admin/products');
    const table = await screen.findByRole('table');
    const bracelet = within(table).getByText('Obsidian Bracelet').closest('tr')!;
    expect(within(bracelet).getByText('BRC001')).toBeTruthy();
    expect(within(bracelet).getByText('₱850.00 - ₱990.00')).toBeTruthy();
    expect(within(bracelet).getByText('Out of stock')).toBeTruthy();
    expect(within(bracelet).getByText('3 variants')).toBeTruthy();
    const retired = within(table).getByText('Retired Charm').closest('tr')!;
    expect(within(retired).getByText('Archived')).toBeTruthy();
    expect(within(retired).getByRole('button', { name: 'Restore Retired Charm' })).toBeTruthy();
    expect(within(retired).queryByRole('button', { name: /Delete|Archive/ })).toBeNull();
  });

  it('asks before deleting, tells that an ordered product is archived, and toasts what happened', async () => {
    const fetchMock = mockServer();
    renderAdminAt('/admin/products');
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Archive Obsidian Bracelet' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive this product?' });
    expect(dialog.textContent).toContain('hidden from the shop and search, while its orders still show it');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive product' }));
    expect(await screen.findByText(ADMIN_PRODUCT_MESSAGES.archived)).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input) === '/api/products/2' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('tells that an unordered product is deleted for good', async () => {
    mockServer();
    renderAdminAt('/admin/products');
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Dragon Tortoise' }));
    expect(screen.getByRole('dialog', { name: 'Delete this product?' }).textContent).toContain(
      'This cannot be undone.',
    );
  });

  it('keeps the filters in the address', async () => {
    const fetchMock = mockServer();
    const router = renderAdminAt('/admin/products');
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Filter by status'), { target: { value: 'archived' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=archived'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) =>
          String(input).startsWith('/api/admin/products?status=archived'),
        ),
      ).toBe(true),
    );
  });
});
