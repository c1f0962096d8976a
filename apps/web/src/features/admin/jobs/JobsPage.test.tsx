import type { AdminJobRow } from '@fengshui/shared/admin-jobs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderAdminAt } from '../test/admin-test-app.tsx';

const failedBooking: AdminJobRow = {
  id: 12,
  kind: 'courier.book',
  what: 'Book the parcel with the courier: order FS-261125-00012',
  status: 'failed',
  attempts: 8,
  max_attempts: 8,
  last_error: 'Service temporarily unavailable. Please try again later.',
  next_run_at: null,
  created_at: '2026-11-25T02:00:00Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Background jobs (admin)', () => {
  it('lists what failed, why and how often, and retries a job', async () => {
    let retried = false;
    const { requests } = fakeServer((request) => {
      if (request.path === '/api/admin/jobs')
        return {
          status: 200,
          body: {
            jobs: [retried ? { ...failedBooking, status: 'pending', attempts: 0 } : failedBooking],
            page: 1,
            total: 1,
            total_pages: 1,
            failed: retried ? 0 : 1,
          },
        };
      if (request.path === '/api/admin/jobs/12/retry') {
        retried = true;
        return {
          status: 200,
          body: {
            success: true,
            message: 'The job will run again in a moment.',
            job: { ...failedBooking, status: 'pending', attempts: 0 },
          },
        };
      }
      return undefined;
    });
    renderAdminAt('/admin/jobs');
    const [row] = await screen.findAllByTestId('job-row');
    expect(within(row!).getByText(failedBooking.what)).toBeTruthy();
    expect(within(row!).getByText('Failed')).toBeTruthy();
    expect(within(row!).getByText('8 of 8')).toBeTruthy();
    expect(within(row!).getByText('Service temporarily unavailable. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Failed (1)' })).toBeTruthy();

    fireEvent.click(within(row!).getByRole('button', { name: 'Retry job 12' }));
    expect(await screen.findByText('The job will run again in a moment.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Failed (0)' })).toBeTruthy());
    expect(requests.some((request) => request.path === '/api/admin/jobs/12/retry')).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Done' }));
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ status: 'done', page: '1' }));
  });
});
