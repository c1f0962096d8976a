import { MESSAGES } from '@fengshui/shared/messages';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../toast.ts';
import { isPublicPath } from './public-paths.ts';
import { clearSession, sessionKey } from './session-api.ts';
import { readStoredUser } from './stored-user.ts';

export interface ExpiryContext {
  queryClient: QueryClient;
  /** The page the shopper is on, e.g. `{ pathname: '/account', search: '' }`. */
  location: { pathname: string; search: string };
  navigate: (
    to: string,
    options: { replace: true; state: { from: { pathname: string; search: string } } },
  ) => void;
}

// Several calls can fail at once; the toast keeps one id so the shopper sees the message once.
const EXPIRED_TOAST_ID = 'session-expired';

/**
 * docs/accounts.md#sessions: a failed refresh clears the session and, unless the page is public, sends the
 * shopper to /login with "Your session has expired. Please log in again." A guest whose call was
 * refused was never signed in, so nothing is said to them.
 */
export function handleSessionExpired({ queryClient, location, navigate }: ExpiryContext): void {
  const hadUser = queryClient.getQueryData(sessionKey) != null || readStoredUser() !== null;
  clearSession(queryClient);
  if (!hadUser || isPublicPath(location.pathname)) return;
  toast.error(MESSAGES.sessionExpired, { id: EXPIRED_TOAST_ID });
  navigate('/login', {
    replace: true,
    state: { from: { pathname: location.pathname, search: location.search } },
  });
}
