import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { type Mock, vi } from 'vitest';
import { sessionKey } from '../../../lib/session/session-api.ts';
import { json } from '../../../test/fixtures.ts';
import { AdminApp } from '../AdminApp.tsx';
import { owner } from './test-orders.ts';

// Shared by the admin screens' component tests: the admin area at a path, signed in as the owner,
// against a fake server.

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Answers from `respond` (JSON status and body), 404 otherwise; every request is recorded. */
export function fakeServer(respond: (request: FakeRequest) => { status: number; body: unknown } | undefined) {
  const requests: FakeRequest[] = [];
  const fetchMock: Mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const answer = respond(request);
    return answer ? json(answer.status, answer.body) : json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** The admin area at `path`, with the toasts. */
export function renderAdminAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKey, owner);
  const router = createMemoryRouter([{ path: '/admin/*', element: <AdminApp /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}
