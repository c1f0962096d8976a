import { MESSAGES } from '@fengshui/shared/messages';

/** A failed API call with the message the shopper should see (docs/architecture.md#errors). */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code?: string,
    readonly details?: unknown,
    /** The whole error body, for answers that carry more than a message (login's needsVerification). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData (the admin forms that carry files). */
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
  /** Extra request headers (the notification calls name their user in X-User-Id, docs/orders-and-delivery.md#api). */
  headers?: Record<string, string>;
}

// ---- transport -----------------------------------------------------------------------------------
// In the browser requests go through fetch to the same origin. The server renders pages with the same
// query functions and hands in a fetch that answers in-process (docs/decisions/006-server-rendering.md).

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** Replaces how requests are sent (the server-side renderer's in-process API). */
export function setApiTransport(next: Transport): void {
  transport = next;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `/api${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

// ---- session expiry -----------------------------------------------------------------------------
// docs/accounts.md#sessions: a 401 on a non-auth call tries one refresh, retries, and on failure the session is
// cleared and the shopper sent to /login. The client only announces it: the session layer, registered
// by the app, clears the cache and navigates (lib knows nothing of the router).

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => {
    sessionExpiredListeners.delete(listener);
  };
}

export function notifySessionExpired(): void {
  for (const listener of [...sessionExpiredListeners]) listener();
}

// Calls that sign in, read or end the session answer 401 as their result, not as an expired session.
const SESSION_CALLS =
  /^\/auth\/(login|signup|refresh|me|logout|check-email|providers|google|resend-verification|verify-email|forgot-password|verify-reset-token|reset-password)(\/|\?|$)/;

export function isSessionCall(path: string): boolean {
  return SESSION_CALLS.test(path);
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Rotates the session cookie. Concurrent callers share one request, so a page whose five calls all
 * answer 401 refreshes once. Resolves to whether the session is alive again.
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= transport('/api/auth/refresh', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
    .then(
      (response) => response.ok,
      () => false,
    )
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

// ---- requests -----------------------------------------------------------------------------------

/** The body as fetch wants it, and the headers that describe it. */
function encodeBody(body: unknown): { body?: BodyInit; headers: Record<string, string> } {
  if (body === undefined) return { headers: { accept: 'application/json' } };
  // No content-type for FormData: the browser writes multipart/form-data with its boundary.
  if (body instanceof FormData) return { body, headers: { accept: 'application/json' } };
  return { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const encoded = encodeBody(options.body);
  try {
    return await transport(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: { ...encoded.headers, ...options.headers },
      body: encoded.body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(MESSAGES.noResponse, null, 'NETWORK');
  }
}

function failure(response: Response, payload: unknown): ApiRequestError {
  const body = payload as { message?: unknown; code?: unknown; details?: unknown } | null;
  // docs/accounts.md#roles: a 403 without a message of its own reads "You do not have permission...".
  const fallback = response.status === 403 ? MESSAGES.forbidden : MESSAGES.defaultError;
  const message = typeof body?.message === 'string' && body.message ? body.message : fallback;
  return new ApiRequestError(
    message,
    response.status,
    typeof body?.code === 'string' ? body.code : undefined,
    body?.details,
    payload ?? undefined,
  );
}

/** Every call goes through here; components use the query hooks of their feature, never fetch. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 401 && !isSessionCall(path)) {
    const refreshed = await refreshSession();
    if (refreshed) response = await send(path, options);
    if (!refreshed || response.status === 401) {
      notifySessionExpired();
      throw new ApiRequestError(MESSAGES.sessionExpired, 401, 'SESSION_EXPIRED');
    }
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw failure(response, payload);
  return payload as T;
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return MESSAGES.unexpected;
}

/**
 * A refused request's reason in the words of the rule itself: a validation failure's message names
 * the field for developers (`Request body field "items": …`), its first detail only the reason
 * (docs/architecture.md#errors).
 */
export function reasonOf(error: ApiRequestError): string {
  return (error.code === 'VALIDATION_FAILED' && firstDetailMessage(error)) || error.message;
}

// A validation failure carries details [{ path, message }] (docs/architecture.md#errors).
function firstDetail(error: unknown): { path?: unknown; message?: unknown } | undefined {
  if (!(error instanceof ApiRequestError) || !Array.isArray(error.details)) return undefined;
  const [first] = error.details as unknown[];
  return typeof first === 'object' && first !== null ? first : undefined;
}

/** The field a validation failure names first (`newPassword`), if any. */
export function firstDetailField(error: unknown): string | undefined {
  const path = firstDetail(error)?.path;
  if (Array.isArray(path) && typeof path[0] === 'string') return path[0];
  if (typeof path === 'string') return path.replace(/^\//, '').split('/')[0];
  return undefined;
}

/** The reason a validation failure gives first, without the field's name, if any. */
export function firstDetailMessage(error: unknown): string | undefined {
  const message = firstDetail(error)?.message;
  return typeof message === 'string' && message ? message : undefined;
}
