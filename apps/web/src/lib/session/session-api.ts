// Types only from '@fengshui/shared/auth': its schemas would put zod into the storefront's first chunk.
import type { LoginInput, SessionUser, SignupInput } from '@fengshui/shared/auth';
import { AUTH_MESSAGES } from '@fengshui/shared/auth-messages';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiRequestError, apiRequest, notifySessionExpired, refreshSession } from '../api-client.ts';
import { toast } from '../toast.ts';
import { useHydrated } from '../use-hydrated.ts';
import { isPublicPath } from './public-paths.ts';
import { forgetStoredUser, readStoredUser, storeUser } from './stored-user.ts';

export const sessionKey = ['session', 'me'] as const;

// docs/accounts.md#messages; the same text as AUTH_MESSAGES.loggedOut.

// ---- requests -----------------------------------------------------------------------------------

export interface LoginResponse {
  success: true;
  message: string;
  user: SessionUser;
}

export interface SignupResponse {
  success: boolean;
  message: string;
  user: SessionUser;
}

export const getMe = (signal?: AbortSignal) => apiRequest<SessionUser>('/auth/me', { signal });

/** Who is signed in on this browser: null for a guest (200, so guests see no 401 in the console). */
export const getSession = (signal?: AbortSignal) =>
  apiRequest<{ user: SessionUser | null }>('/auth/session', { signal }).then((response) => response.user);

export const login = (input: LoginInput) =>
  apiRequest<LoginResponse>('/auth/login', { method: 'POST', body: input });

export const logout = () =>
  apiRequest<{ success: boolean; message: string }>('/auth/logout', { method: 'POST', body: {} });

export const signup = (input: SignupInput) =>
  apiRequest<SignupResponse>('/auth/signup', { method: 'POST', body: input });

/** POST /auth/refresh, shared with the API client so concurrent callers refresh once. */
export const refresh = refreshSession;

const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;
// A 503, any server failure or no answer at all says nothing about the session: keep the last user.
const isOutage = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === null || error.status >= 500);

async function readMe(): Promise<SessionUser> {
  const user = await getSession();
  if (!user) throw new ApiRequestError(AUTH_MESSAGES.sessionExpired, 401, 'UNAUTHORIZED');
  storeUser(user);
  return user;
}

/**
 * docs/accounts.md#sessions: the stored session is validated by reading the profile; on a 401 one
 * refresh is tried and the profile re-read, otherwise the session is anonymous (and, for someone
 * who was signed in, expired); on a 503 or a network error the last known user is kept. Never throws.
 */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  const lastKnown = readStoredUser();
  try {
    return await readMe();
  } catch (error) {
    if (isOutage(error)) return lastKnown;
    if (!isUnauthorized(error)) return null;
  }
  // The spec refreshes a *stored* session. The cookie is invisible to scripts, so the stored copy of
  // the user stands for it: a guest with nothing stored is simply anonymous, without a second 401.
  if (!lastKnown) return null;
  if (await refreshSession()) {
    try {
      return await readMe();
    } catch (error) {
      if (isOutage(error)) return lastKnown;
    }
  }
  // Someone was signed in on this browser and the server no longer knows them: an expired session.
  notifySessionExpired();
  forgetStoredUser();
  return null;
}

export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: fetchSessionUser,
  staleTime: 5 * 60_000,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
});

// ---- cache helpers --------------------------------------------------------------------------------

export function setSessionUser(queryClient: QueryClient, user: SessionUser): void {
  storeUser(user);
  queryClient.setQueryData(sessionKey, user);
}

/** Forgets the user everywhere: the session query, the stored copy and every per-user cache. */
export function clearSession(queryClient: QueryClient): void {
  forgetStoredUser();
  queryClient.setQueryData(sessionKey, null);
  // The catalogue is the same for everyone; anything else (cart, orders, addresses) was this user's.
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== 'catalog' && query.queryKey[0] !== 'session',
  });
}

export type SignInHook = (user: SessionUser, queryClient: QueryClient) => void;
const signInHooks: SignInHook[] = [];

/** Features that act on sign-in (the cart's guest merge) register here, from the app layer. */
export function addSignInHook(hook: SignInHook): void {
  if (!signInHooks.includes(hook)) signInHooks.push(hook);
}

/** Run after every successful sign-in (password or Google). */
export function onSignedIn(user: SessionUser, queryClient: QueryClient): void {
  for (const hook of signInHooks) hook(user, queryClient);
}

// ---- hooks --------------------------------------------------------------------------------------

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  /**
   * The signed-in user. While the session is still being checked (`loading`) this is the last known
   * user from this browser, for display only (the navbar shows the name without a flash); decide
   * access on `status`, never on `user` alone.
   */
  user: SessionUser | null;
  status: SessionStatus;
}

export function useSession(): Session {
  const query = useQuery(sessionQuery);
  const [stored] = useState(readStoredUser);
  // The server knows no stored user: a server-rendered page hydrates as a guest's, then shows the name.
  const hydrated = useHydrated();
  const lastKnown = hydrated ? stored : null;
  // The server renders every page with the session still to be read. A part of the page that hydrates
  // after the session's read has answered (hydration yields, and a later part may hydrate after it)
  // must still hydrate as the server rendered it, or React finds other HTML (error 418) and renders
  // the page again from scratch; it shows the answer in the render that follows.
  if (!hydrated || query.isPending) return { user: lastKnown, status: 'loading' };
  const user = query.data ?? null;
  return { user, status: user ? 'authenticated' : 'anonymous' };
}

/** POST /auth/login; on success the user is the session's and `onSignedIn` runs. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      setSessionUser(queryClient, response.user);
      onSignedIn(response.user, queryClient);
    },
  });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}

/**
 * Ends the session: the server revokes it, and even if that call fails the browser forgets the
 * user. docs/accounts.md#sessions: then to /login unless the page is public; toast "Logged out successfully".
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      clearSession(queryClient);
      toast.success(AUTH_MESSAGES.loggedOut);
      if (!isPublicPath(pathname)) navigate('/login', { replace: true });
    },
  });
}
