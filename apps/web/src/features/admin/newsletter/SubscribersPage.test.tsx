import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeServer, renderAdminAt } from '../test/admin-test-app.tsx';

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

describe('Newsletter subscribers (admin)', () => {
  it('lists the subscribers, searches them and offers the CSV export', async () => {
    const { requests } = fakeServer((request) =>
      request.path === '/api/admin/newsletter/subscribers'
        ? {
            status: 200,
            body: {
              subscribers: [
                {
                  id: 2,
                  email: 'ana@example.ph',
                  subscribed_at: '2026-02-01T00:00:00Z',
                  unsubscribed_at: null,
                },
                {
                  id: 1,
                  email: 'left@example.ph',
                  subscribed_at: '2026-01-01T00:00:00Z',
                  unsubscribed_at: '2026-01-15T00:00:00Z',
                },
              ],
              page: 1,
              total: 2,
              total_pages: 1,
              active_total: 1,
            },
          }
        : undefined,
    );
    renderAdminAt('/admin/newsletter');
    const rows = await screen.findAllByTestId('subscriber-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('ana@example.ph'),
      expect.stringContaining('Unsubscribed'),
    ]);
    expect(screen.getByText('1 subscriber')).toBeTruthy();
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    expect(exportLink.getAttribute('href')).toBe('/api/admin/newsletter/subscribers.csv');
    expect(exportLink.hasAttribute('download')).toBe(true);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search subscribers' }), {
      target: { value: 'ana' },
    });
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ search: 'ana', page: '1' }));
  });
});
