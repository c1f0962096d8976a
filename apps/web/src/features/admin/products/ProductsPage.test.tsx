import { ADMIN_PRODUCT_MESSAGES } from '@fengshui/shared/admin-catalog';
import type { AdminProductRow } from '@fengshui/shared/admin-product-reads';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubDialogs } from '../../../test/dialogs.ts';
import { json } from '../../../test/fixtures.ts';
import { recordRequests, type SentRequest, server } from '../../../test/msw.ts';
import { renderAdminAt } from '../test/admin-test-app.tsx';

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

/** The product list, its bulk action and deleting a product; returns what was sent. */
function mockServer(): SentRequest[] {
  server.use(
    http.get('/api/admin/products', () => json(200, { products: rows, page: 1, total: 3, total_pages: 1 })),
    http.get('/api/categories', () => json(200, [])),
    http.post('/api/admin/products/bulk', () =>
      json(200, {
        message: 'Flash deal on: 1 product changed, 1 product could not be changed.',
        succeeded: 1,
        failed: 1,
        results: [
          { product_id: 1, name: 'Dragon Tortoise', ok: true, message: 'Dragon Tortoise changed' },
          {
            product_id: 2,
            name: 'Obsidian Bracelet',
            ok: false,
            message: 'Obsidian Bracelet: Flash deal end must be in the future',
          },
        ],
      }),
    ),
    http.delete('/api/products/2', () =>
      json(200, { outcome: 'archived', message: ADMIN_PRODUCT_MESSAGES.archived }),
    ),
  );
  return recordRequests();
}

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
    const sent = mockServer();
    renderAdminAt('/admin/products');
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Archive Obsidian Bracelet' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive this product?' });
    expect(dialog.textContent).toContain('hidden from the shop and search, while its orders still show it');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive product' }));
    expect(await screen.findByText(ADMIN_PRODUCT_MESSAGES.archived)).toBeTruthy();
    expect(sent.some((request) => request.url === '/api/products/2' && request.method === 'DELETE')).toBe(
      true,
    );
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
    const sent = mockServer();
    const router = renderAdminAt('/admin/products');
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Filter by status'), { target: { value: 'archived' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=archived'));
    await waitFor(() =>
      expect(sent.some((request) => request.url.startsWith('/api/admin/products?status=archived'))).toBe(
        true,
      ),
    );
  });

  it('sorts by a column when its header is clicked, the other way on a second click', async () => {
    const sent = mockServer();
    const router = renderAdminAt('/admin/products');
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price&dir=asc'));
    await waitFor(() =>
      expect(sent.some((request) => request.url.includes('sort=price&dir=asc'))).toBe(true),
    );
    expect(within(table).getByRole('columnheader', { name: 'Price' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price'));
    expect(within(table).getByRole('columnheader', { name: 'Price' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('puts the chosen products on a flash deal at once, asking for the discount and end first', async () => {
    const sent = mockServer();
    renderAdminAt('/admin/products');
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Choose Dragon Tortoise' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Choose Obsidian Bracelet' }));
    const bar = screen.getByRole('form', { name: 'Chosen products' });
    expect(within(bar).getByText('2 products chosen')).toBeTruthy();
    fireEvent.change(within(bar).getByLabelText('Action'), { target: { value: 'flash_deal_on' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Apply' }));
    expect(within(bar).getByRole('alert').textContent).toBe('Discount percentage must be between 1 and 99');

    fireEvent.change(within(bar).getByLabelText('Discount %'), { target: { value: '15' } });
    fireEvent.change(within(bar).getByLabelText('Ends (Philippine time)'), {
      target: { value: '2099-12-31T23:00' },
    });
    fireEvent.click(within(bar).getByRole('button', { name: 'Apply' }));
    expect(
      await within(bar).findByText('Obsidian Bracelet: Flash deal end must be in the future'),
    ).toBeTruthy();
    expect(sent.find((request) => request.path === '/api/admin/products/bulk')?.body).toEqual({
      action: 'flash_deal_on',
      product_ids: [1, 2],
      discount_percentage: 15,
      flash_deal_end: '2099-12-31T15:00:00.000Z',
    });
  });

  it('keeps Edit and Delete side by side on a row', async () => {
    mockServer();
    renderAdminAt('/admin/products');
    const [first] = await screen.findAllByTestId('product-row');
    const edit = within(first!).getByRole('button', { name: 'Edit Dragon Tortoise' });
    expect(edit.parentElement?.className).toContain('md:flex-nowrap');
    expect(within(edit.parentElement!).getByRole('button', { name: 'Delete Dragon Tortoise' })).toBeTruthy();
  });
});
