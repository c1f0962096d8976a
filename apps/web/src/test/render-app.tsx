import type { SessionUser } from '@fengshui/shared/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { sessionKey } from '../lib/session/session-api.ts';

// docs/contributing.md#the-web-test-toolkit: the one way a web test puts a page or a component on screen.

/** A cache for one test: no retries and no back-off, so a failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0 }, mutations: { retry: false } },
  });
}

export interface RenderAppOptions {
  /** Where the router starts: a path, or a location with its state. `/` unless told. */
  at?: InitialEntry;
  /** The signed-in user (null: a visitor). Left out, the session is not primed and the app asks for it. */
  user?: SessionUser | null;
  /** Fills the cache before the first render. */
  prime?: (queryClient: QueryClient) => void;
  /** A cache of the test's own, to share between renders. */
  queryClient?: QueryClient;
  /** Providers around the router (the shop actions a page is handed, for example). */
  wrap?: (children: ReactNode) => ReactNode;
}

/**
 * Renders `routes` (or one element on every path) on a memory router at `at`, inside a fresh query
 * cache and with the toasts, as the app does. Returns the router and the cache for the test to drive.
 */
export function renderApp(routes: RouteObject[] | ReactElement, options: RenderAppOptions = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  if (options.user !== undefined) queryClient.setQueryData(sessionKey, options.user);
  options.prime?.(queryClient);
  const routeList = Array.isArray(routes) ? routes : [{ path: '*', element: routes }];
  const router = createMemoryRouter(routeList, { initialEntries: [options.at ?? '/'] });
  const wrap = options.wrap ?? ((children: ReactNode) => children);
  const view = render(
    <QueryClientProvider client={queryClient}>
      {wrap(<RouterProvider router={router} />)}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/**
 * What the server sends for `routes` (or one element) at `at`, with the same providers as `renderApp`:
 * its HTML, parsed into a detached element for the test to query. For what a page shows, and what its
 * controls do, before its code runs (docs/decisions/007-delivering-bytes.md).
 */
export function renderAppOnServer(
  routes: RouteObject[] | ReactElement,
  options: Omit<RenderAppOptions, 'queryClient'> = {},
): HTMLElement {
  const queryClient = testQueryClient();
  if (options.user !== undefined) queryClient.setQueryData(sessionKey, options.user);
  options.prime?.(queryClient);
  const routeList = Array.isArray(routes) ? routes : [{ path: '*', element: routes }];
  const router = createMemoryRouter(routeList, { initialEntries: [options.at ?? '/'] });
  const wrap = options.wrap ?? ((children: ReactNode) => children);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      {wrap(<RouterProvider router={router} />)}
    </QueryClientProvider>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}
