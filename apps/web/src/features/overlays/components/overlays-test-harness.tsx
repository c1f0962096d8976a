// Renders <Overlays /> on a memory router with a session, a site configuration and a stand-in API.
import type { SessionUser } from '@fengshui/shared/auth';
import { siteKeys } from '@fengshui/shared/query-keys';
import type { SiteConfig } from '@fengshui/shared/site-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { sessionKey } from '../../../lib/session/session-api.ts';
import { json } from '../../../test/fixtures.ts';
import { OVERLAY_KEYS } from '../logic/storage-keys.ts';
import { Overlays } from './Overlays.tsx';

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

/** Stubs fetch; unknown calls answer 404. Returns the calls made, in order. */
export function mockApi(answer: (call: ApiCall) => Response | undefined = () => undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(url),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call) ?? json(404, { message: 'Not found' });
    }),
  );
  return calls;
}

/** Storage as a returning visitor leaves it: every consent question answered, subscribed. */
export function answerConsents(): void {
  localStorage.setItem(OVERLAY_KEYS.cookieConsent, 'accepted');
  localStorage.setItem(OVERLAY_KEYS.notificationConsent, 'blocked');
  localStorage.setItem(OVERLAY_KEYS.newsletterSubscribed, 'accepted');
}

function Shell() {
  const { pathname } = useLocation();
  return (
    <>
      <nav>
        <Link to="/">Home</Link> <Link to="/blog">Blog</Link> <Link to="/checkout">Checkout</Link>
      </nav>
      <p data-testid="location">{pathname}</p>
      <Outlet />
      <Overlays />
    </>
  );
}

interface Options {
  user?: SessionUser | null;
  chatWidget?: SiteConfig['chat_widget'];
}

export function renderOverlays(entry: string, { user = null, chatWidget = null }: Options = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(sessionKey, user);
  queryClient.setQueryData<SiteConfig>(siteKeys.config(), {
    hero_video_url: null,
    feng_shui_daily_url: null,
    chat_widget: chatWidget,
  });
  const router = createMemoryRouter([{ Component: Shell, children: [{ path: '*', element: <p>Page</p> }] }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
