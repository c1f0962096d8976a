// Renders <Overlays /> on a memory router with a session, a site configuration and a stand-in API.
import type { SessionUser } from '@fengshui/shared/auth';
import { siteKeys } from '@fengshui/shared/query-keys';
import type { SiteConfig } from '@fengshui/shared/site-config';
import { Link, Outlet, useLocation } from 'react-router';
import { json } from '../../../test/fixtures.ts';
import { answerRequests } from '../../../test/msw.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { Overlays } from '../components/Overlays.tsx';
import { OVERLAY_KEYS } from '../logic/storage-keys.ts';

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

/** Answers the API with `answer`; unknown calls answer 404. Returns the calls made, in order. */
export function mockApi(answer: (call: ApiCall) => Response | undefined = () => undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  answerRequests(({ method, url, body }) => {
    const call = { method, url, body };
    calls.push(call);
    return answer(call) ?? json(404, { message: 'Not found' });
  });
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
  return renderApp([{ Component: Shell, children: [{ path: '*', element: <p>Page</p> }] }], {
    at: entry,
    user,
    prime: (queryClient) =>
      queryClient.setQueryData<SiteConfig>(siteKeys.config(), {
        hero_video_url: null,
        feng_shui_daily_url: null,
        chat_widget: chatWidget,
      }),
  });
}
