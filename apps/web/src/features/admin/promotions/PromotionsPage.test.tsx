import type { AdminPromotion, NewsletterCodesSummary } from '@fengshui/shared/admin-promotions';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { stubDialogs } from '../../../test/dialogs.ts';
import { fakeServer, renderAdminAt } from '../test/admin-test-app.tsx';

const promotion = (overrides: Partial<AdminPromotion> = {}): AdminPromotion => ({
  id: 1,
  code: 'PROSPER10',
  name: '10% off your order',
  description: '',
  type: 'percentage',
  value: 10,
  min_order: 0,
  starts_at: null,
  ends_at: null,
  total_limit: null,
  per_customer_limit: 1,
  product_ids: [],
  category_ids: [],
  status: 'active',
  state: 'active',
  used_count: 3,
  redemption_count: 3,
  customer_count: 3,
  created_at: '2026-01-01T00:00:00Z',
  ...overrides,
});
const unused = promotion({
  id: 2,
  code: 'LUCKY88',
  name: '₱88 off',
  type: 'fixed',
  value: 88,
  min_order: 500,
  total_limit: 50,
  per_customer_limit: null,
  used_count: 0,
  redemption_count: 0,
  customer_count: 0,
});

/** GET /admin/promotions: the owner's codes and the count of the newsletter's welcome codes. */
const listBody = (
  promotions: AdminPromotion[],
  newsletterCodes: NewsletterCodesSummary = { issued: 0, used: 0, active: 0 },
) => ({ status: 200, body: { promotions, newsletter_codes: newsletterCodes } });

beforeAll(stubDialogs);
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

const table = async () => {
  await screen.findAllByTestId('promotion-row');
  return screen.getByRole('table');
};
const rowOf = (code: string) =>
  screen.getAllByTestId('promotion-row').find((row) => within(row).queryAllByText(code).length > 0)!;

describe('Promotions page (admin)', () => {
  it('lists each code with its discount, conditions, use and state', async () => {
    fakeServer((request) =>
      request.path === '/api/admin/promotions' ? listBody([promotion(), unused]) : undefined,
    );
    renderAdminAt('/admin/promotions');
    await table();
    const used = rowOf('PROSPER10');
    expect(within(used).getByText('10% off')).toBeTruthy();
    expect(within(used).getByText('Whole order · 1 use per customer')).toBeTruthy();
    expect(within(used).getByText('3 uses · 3 customers')).toBeTruthy();
    expect(within(used).getByTestId('promotion-state').textContent).toBe('Active');
    const fixed = rowOf('LUCKY88');
    expect(within(fixed).getByText('₱88.00 off')).toBeTruthy();
    expect(within(fixed).getByText('Orders from ₱500.00 · Whole order')).toBeTruthy();
    expect(within(fixed).getByText('0 of 50 uses · 0 customers')).toBeTruthy();
  });

  it('counts the newsletter welcome codes under the list instead of listing them', async () => {
    fakeServer((request) =>
      request.path === '/api/admin/promotions'
        ? listBody([promotion()], { issued: 12, used: 3, active: 8 })
        : undefined,
    );
    renderAdminAt('/admin/promotions');
    await table();
    const summary = screen.getByRole('region', { name: 'Newsletter welcome codes' });
    expect(summary.textContent).toContain(
      'Newsletter welcome codes: 12 sent, 3 used, 8 still open, 1 expired unused',
    );
    expect(within(summary).getByRole('link', { name: 'See subscribers' }).getAttribute('href')).toBe(
      '/admin/newsletter',
    );
    expect(screen.getAllByTestId('promotion-row')).toHaveLength(1);
    expect(screen.getByText('1 code')).toBeTruthy();
  });

  it('shows the welcome-code count even before the owner made a code of their own', async () => {
    fakeServer((request) =>
      request.path === '/api/admin/promotions' ? listBody([], { issued: 2, used: 0, active: 2 }) : undefined,
    );
    renderAdminAt('/admin/promotions');
    expect(await screen.findByText('No promotion codes yet. Create the first one.')).toBeTruthy();
    expect(screen.getByTestId('newsletter-codes').textContent).toBe('2 sent, 0 used, 2 still open');
  });

  it('offers Delete only for codes never used: a used code is paused instead', async () => {
    fakeServer((request) =>
      request.path === '/api/admin/promotions' ? listBody([promotion(), unused]) : undefined,
    );
    renderAdminAt('/admin/promotions');
    await table();
    expect(within(rowOf('PROSPER10')).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(rowOf('LUCKY88')).getByRole('button', { name: 'Delete LUCKY88' })).toBeTruthy();
  });

  it('pauses a code and shows the server message', async () => {
    let paused = false;
    const { requests } = fakeServer((request) => {
      if (request.path === '/api/admin/promotions') {
        return listBody([
          promotion({ status: paused ? 'paused' : 'active', state: paused ? 'paused' : 'active' }),
        ]);
      }
      if (request.method === 'POST' && request.path === '/api/admin/promotions/1/pause') {
        paused = true;
        return {
          status: 200,
          body: {
            success: true,
            message: 'PROSPER10 is paused',
            promotion: promotion({ status: 'paused', state: 'paused' }),
          },
        };
      }
      return undefined;
    });
    renderAdminAt('/admin/promotions');
    await table();
    fireEvent.click(within(rowOf('PROSPER10')).getByRole('button', { name: 'Pause PROSPER10' }));
    expect(await screen.findByText('PROSPER10 is paused')).toBeTruthy();
    await waitFor(() =>
      expect(within(rowOf('PROSPER10')).getByRole('button', { name: 'Resume PROSPER10' })).toBeTruthy(),
    );
    expect(requests.some((request) => request.path === '/api/admin/promotions/1/pause')).toBe(true);
  });

  it('creates a promotion from the dialog and closes it', async () => {
    const { requests } = fakeServer((request) => {
      if (request.method === 'GET' && request.path === '/api/admin/promotions') return listBody([]);
      if (request.path === '/api/categories') return { status: 200, body: [] };
      if (request.method === 'POST' && request.path === '/api/admin/promotions') {
        return {
          status: 201,
          body: {
            success: true,
            message: 'Promotion JADE5 created',
            promotion: promotion({ code: 'JADE5' }),
          },
        };
      }
      return undefined;
    });
    renderAdminAt('/admin/promotions');
    expect(await screen.findByText('No promotion codes yet. Create the first one.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New promotion' }));
    const dialog = screen.getByRole('dialog', { name: 'New promotion' });
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'jade5' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Jade five' } });
    fireEvent.change(within(dialog).getByLabelText('Percent off'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('Promotion JADE5 created')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      code: 'JADE5',
      type: 'percentage',
      value: 5,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New promotion' })).toBeNull());
  });

  it('shows a code already taken under the code field and keeps the dialog open', async () => {
    fakeServer((request) => {
      if (request.method === 'GET' && request.path === '/api/admin/promotions') return listBody([unused]);
      if (request.path === '/api/categories') return { status: 200, body: [] };
      if (request.method === 'PUT' && request.path === '/api/admin/promotions/2') {
        return {
          status: 409,
          body: {
            code: 'PROMOTION_CODE_TAKEN',
            message: 'The code PROSPER10 is already used by another promotion',
          },
        };
      }
      return undefined;
    });
    renderAdminAt('/admin/promotions');
    await table();
    fireEvent.click(within(rowOf('LUCKY88')).getByRole('button', { name: 'Edit LUCKY88' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit LUCKY88' });
    expect((within(dialog).getByLabelText('Amount off (₱)') as HTMLInputElement).value).toBe('88');
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'PROSPER10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('The code PROSPER10 is already used by another promotion'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before deleting, then deletes', async () => {
    const { requests } = fakeServer((request) => {
      if (request.method === 'GET' && request.path === '/api/admin/promotions') return listBody([unused]);
      if (request.method === 'DELETE' && request.path === '/api/admin/promotions/2') {
        return { status: 200, body: { success: true, message: 'Promotion LUCKY88 deleted' } };
      }
      return undefined;
    });
    renderAdminAt('/admin/promotions');
    await table();
    fireEvent.click(within(rowOf('LUCKY88')).getByRole('button', { name: 'Delete LUCKY88' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete promotion?' });
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Promotion LUCKY88 deleted')).toBeTruthy();
  });

  it("shows the server's refusal when a code was used meanwhile", async () => {
    fakeServer((request) => {
      if (request.method === 'GET' && request.path === '/api/admin/promotions') return listBody([unused]);
      if (request.method === 'DELETE') {
        return {
          status: 409,
          body: {
            code: 'PROMOTION_USED',
            message: 'LUCKY88 was used in 1 order and cannot be deleted. Pause it instead.',
          },
        };
      }
      return undefined;
    });
    renderAdminAt('/admin/promotions');
    await table();
    fireEvent.click(within(rowOf('LUCKY88')).getByRole('button', { name: 'Delete LUCKY88' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete promotion?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(
      await screen.findByText('LUCKY88 was used in 1 order and cannot be deleted. Pause it instead.'),
    ).toBeTruthy();
  });
});
