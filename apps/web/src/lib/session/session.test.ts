import { type SessionUser, sessionUserSchema } from '@fengshui/shared/auth';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { json, maria } from '../../test/fixtures.ts';
import { recordRequests, server } from '../../test/msw.ts';
import { onSessionExpired } from '../api-client.ts';
import { clearSession, fetchSessionUser, sessionKey } from './session-api.ts';
import { handleSessionExpired } from './session-expiry.ts';
import { isSessionUser, readStoredUser, STORED_USER_KEY, storeUser } from './stored-user.ts';

/** The session read and, when given, the refresh, as the stand-in API answers them; returns what was sent. */
function answerSession(session: () => Response, refresh?: () => Response) {
  server.use(http.get('/api/auth/session', session));
  if (refresh) server.use(http.post('/api/auth/refresh', refresh));
  return recordRequests();
}

describe('the stored copy of the user', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the public profile for 7 days and no token', () => {
    const now = Date.UTC(2025, 0, 1);
    storeUser(maria, now);
    const text = window.localStorage.getItem(STORED_USER_KEY) ?? '';
    expect(text).not.toContain('token');
    expect(readStoredUser(now + 6 * 86_400_000)).toEqual(maria);
    expect(readStoredUser(now + 7 * 86_400_000 + 1)).toBeNull();
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('writes only the public fields, whatever else the user object carries', () => {
    storeUser({ ...maria, token: 'secret' } as SessionUser);
    expect(window.localStorage.getItem(STORED_USER_KEY)).not.toContain('secret');
    expect(readStoredUser()).toEqual(maria);
  });

  it('checks the shape the way the shared schema does', () => {
    for (const candidate of [
      maria,
      { ...maria, phone: '09171234567' },
      { ...maria, userType: 'root' },
      {},
      null,
    ]) {
      expect(isSessionUser(candidate)).toBe(sessionUserSchema.safeParse(candidate).success);
    }
  });

  it('ignores a copy that is not a valid user', () => {
    window.localStorage.setItem(
      STORED_USER_KEY,
      JSON.stringify({ user: { id: 'x' }, expiresAt: Date.now() + 1e6 }),
    );
    expect(readStoredUser()).toBeNull();
    window.localStorage.setItem(STORED_USER_KEY, '{not json');
    expect(readStoredUser()).toBeNull();
  });
});

describe('fetchSessionUser (docs/accounts.md#sessions: validating the stored session at start)', () => {
  let expired: Mock<() => void>;
  let stop: () => void;
  beforeEach(() => {
    expired = vi.fn<() => void>();
    stop = onSessionExpired(expired);
  });
  afterEach(() => {
    stop();
    window.localStorage.clear();
  });

  it('reads the profile and keeps a copy of it', async () => {
    answerSession(() => json(200, { user: maria }));
    await expect(fetchSessionUser()).resolves.toEqual(maria);
    expect(readStoredUser()).toEqual(maria);
  });

  it('on a 401 tries one refresh and reads the profile again', async () => {
    storeUser(maria);
    let signedIn = false;
    const sent = answerSession(
      () => json(200, { user: signedIn ? maria : null }),
      () => {
        signedIn = true;
        return json(200, { success: true });
      },
    );
    await expect(fetchSessionUser()).resolves.toEqual(maria);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/auth/session',
      'POST /api/auth/refresh',
      'GET /api/auth/session',
    ]);
  });

  it('is anonymous when the refresh fails, forgets the copy and reports the expiry', async () => {
    storeUser(maria);
    answerSession(
      () => json(200, { user: null }),
      () => json(401, { message: 'No session' }),
    );
    await expect(fetchSessionUser()).resolves.toBeNull();
    expect(readStoredUser()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('leaves a guest with nothing stored anonymous, without a refresh or a word', async () => {
    const sent = answerSession(
      () => json(200, { user: null }),
      () => json(401, { message: 'No session' }),
    );
    await expect(fetchSessionUser()).resolves.toBeNull();
    expect(sent.map((request) => request.path)).toEqual(['/api/auth/session']);
    expect(expired).not.toHaveBeenCalled();
  });

  it('keeps the last known user on a 503', async () => {
    storeUser(maria);
    answerSession(() => json(503, { message: 'Service unavailable' }));
    await expect(fetchSessionUser()).resolves.toEqual(maria);
  });

  it('keeps the last known user when the network is down', async () => {
    storeUser(maria);
    answerSession(() => HttpResponse.error());
    await expect(fetchSessionUser()).resolves.toEqual(maria);
  });
});

describe('handleSessionExpired', () => {
  const navigate = vi.fn();
  afterEach(() => {
    navigate.mockReset();
    window.localStorage.clear();
  });

  function signedInClient() {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionKey, maria);
    queryClient.setQueryData(['orders', 'list'], [{ order_id: 1 }]);
    queryClient.setQueryData(['catalog', 'categories'], [{ id: 1 }]);
    storeUser(maria);
    return queryClient;
  }

  it('clears the user and sends them from a private page to /login, remembering the page', () => {
    const queryClient = signedInClient();
    handleSessionExpired({ queryClient, location: { pathname: '/account', search: '?tab=1' }, navigate });

    expect(queryClient.getQueryData(sessionKey)).toBeNull();
    expect(queryClient.getQueryData(['orders', 'list'])).toBeUndefined();
    expect(queryClient.getQueryData(['catalog', 'categories'])).toEqual([{ id: 1 }]);
    expect(readStoredUser()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { from: { pathname: '/account', search: '?tab=1' } },
    });
  });

  it('leaves the shopper on a public page', () => {
    const queryClient = signedInClient();
    handleSessionExpired({ queryClient, location: { pathname: '/product/12', search: '' }, navigate });
    expect(queryClient.getQueryData(sessionKey)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing visible for a guest', () => {
    const queryClient = new QueryClient();
    handleSessionExpired({ queryClient, location: { pathname: '/checkout', search: '' }, navigate });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clearSession forgets the user everywhere', () => {
    const queryClient = signedInClient();
    clearSession(queryClient);
    expect(queryClient.getQueryData(sessionKey)).toBeNull();
    expect(readStoredUser()).toBeNull();
  });
});
