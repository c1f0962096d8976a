import type { SessionUser } from '@fengshui/shared/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKey } from '../../../lib/session/session-api.ts';
import { maria } from '../../../test/fixtures.ts';
import { recordRequests, type SentRequest, server } from '../../../test/msw.ts';
import { PAYMENT_CHECK_SESSION_FLAG } from '../logic/startup-payment-check.ts';
import { resetStartupPaymentCheck, useStartupPaymentCheck } from './use-startup-payment-check.ts';

const customer = maria;

function Probe() {
  useStartupPaymentCheck();
  return null;
}

let sent: SentRequest[] = [];

function start(user: SessionUser | null, queryClient = new QueryClient()) {
  queryClient.setQueryData(sessionKey, user);
  return render(
    <QueryClientProvider client={queryClient}>
      <Probe />
    </QueryClientProvider>,
  );
}

const checkCalls = () => sent.filter((request) => request.path === '/api/transactions/trigger-payment-check');
const answerCheck = (status: number, body: object) =>
  server.use(http.post('/api/transactions/trigger-payment-check', () => HttpResponse.json(body, { status })));

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  resetStartupPaymentCheck();
  answerCheck(200, { success: true, updated: 1 });
  sent = recordRequests();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the payment check at start', () => {
  it('asks the server 1 second after start for a signed-in customer, and notes it for the session', async () => {
    start(customer);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(checkCalls()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(checkCalls()).toHaveLength(1);
    expect(checkCalls()[0]).toMatchObject({ method: 'POST' });
    expect(sessionStorage.getItem(PAYMENT_CHECK_SESSION_FLAG)).not.toBeNull();
  });

  it('re-reads the orders when the check settled some', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    start(customer, queryClient);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
  });

  it('runs once per page load, not again when the page re-renders or the root mounts again', async () => {
    start(customer).unmount();
    start(customer);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(checkCalls()).toHaveLength(1);
  });

  it('does not run again on a new page of a session that already checked', async () => {
    sessionStorage.setItem(PAYMENT_CHECK_SESSION_FLAG, '1');
    start(customer);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(checkCalls()).toHaveLength(0);
  });

  it('asks nothing for a guest, who has no payments', async () => {
    start(null);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(checkCalls()).toHaveLength(0);
  });

  it('only logs a failed check', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerCheck(502, { message: 'down' });
    start(customer);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
