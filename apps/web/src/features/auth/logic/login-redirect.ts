import type { SessionUser } from '@fengshui/shared/auth';
import { safeReturnPath } from '../../../lib/session/public-paths.ts';
import { AUTH_ERRORS } from './auth-errors.ts';

/** The page a login came from: `state.from` holds a location (RequireAuth) or a path ('/cart'). */
export function fromPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string') return safeReturnPath(from, '') || null;
  if (from && typeof from === 'object') {
    const {
      pathname,
      search = '',
      hash = '',
    } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname !== 'string') return null;
    const path = `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
    return safeReturnPath(path, '') || null;
  }
  return null;
}

/** Where a signed-in user goes: back where they came from, else admins to /admin and others home. */
export function destinationAfterLogin(user: Pick<SessionUser, 'userType'>, from: string | null): string {
  if (from && from !== '/login' && from !== '/signup') return from;
  return user.userType === 'admin' ? '/admin' : '/';
}

/** docs/accounts.md#login: the notices the login page shows for its query and state. */
export function loginNotices(search: URLSearchParams, state: unknown): { error?: string; info?: string } {
  const queryError = search.get('error');
  const error =
    queryError === 'auth_failed'
      ? AUTH_ERRORS.authFailed
      : queryError === 'no_token'
        ? AUTH_ERRORS.noToken
        : undefined;
  const from = fromPath(state);
  const notice = (state as { notice?: unknown } | null)?.notice;
  const info =
    typeof notice === 'string' && notice
      ? notice
      : from?.startsWith('/cart')
        ? 'Please login to checkout'
        : undefined;
  return { error, info };
}

/**
 * docs/accounts.md#google-sign-in: the Google start URL carries the page to come back to; the login page
 * itself becomes "/".
 */
export function googleStartUrl(returnTo: string | null): string {
  const path = safeReturnPath(returnTo ?? '/');
  const target = path === '/login' || path.startsWith('/login?') ? '/' : path;
  return `/api/auth/google?returnTo=${encodeURIComponent(target)}`;
}
