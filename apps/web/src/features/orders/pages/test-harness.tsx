// Renders the order pages on a memory router with a fresh cache and a stand-in for the API.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { OrderDetailPage } from './OrderDetailPage.tsx';
import { OrderHistoryPage } from './OrderHistoryPage.tsx';
import { TrackingPage } from './TrackingPage.tsx';

export interface ApiCall {
  method: string;
  url: string;
}

/** Stubs fetch with `answer`; returns the calls made, in order. */
export function mockApi(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

export function renderAt(path: string) {
  // Retries run at once, so a test of a failure does not wait for the back-off.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  const router = createMemoryRouter(
    [
      { path: '/account/purchases', Component: OrderHistoryPage },
      { path: '/account/orders/:orderId', Component: OrderDetailPage },
      { path: '/account/tracking/:orderId', Component: TrackingPage },
      { path: '/shop', element: <p>shop page</p> },
      { path: '/login', element: <p>login page</p> },
      { path: '/account', element: <p>account page</p> },
      { path: '/cart', element: <p>cart page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
