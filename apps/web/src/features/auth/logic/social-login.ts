import { safeReturnPath } from '../../../lib/session/public-paths.ts';

// docs/accounts.md#limits: the social login callback moves on after 1.5 s.
export const SOCIAL_LOGIN_REDIRECT_MS = 1_500;

export const SOCIAL_LOGIN_FAILED_PATH = '/login?error=auth_failed';

/** Where the callback page sends the browser once the server's answer is known. */
export function socialLoginOutcome(
  search: URLSearchParams,
): { ok: true; returnTo: string } | { ok: false; reason: 'auth_failed' | 'no_token' } {
  const status = search.get('status');
  if (status === 'ok') return { ok: true, returnTo: safeReturnPath(search.get('returnTo')) };
  return { ok: false, reason: search.get('error') === 'no_token' ? 'no_token' : 'auth_failed' };
}
