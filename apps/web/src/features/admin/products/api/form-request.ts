import { MESSAGES } from '@fengshui/shared/messages';
import {
  ApiRequestError,
  apiRequest,
  notifySessionExpired,
  refreshSession,
} from '../../../../lib/api-client.ts';

type Method = 'POST' | 'PUT';

async function post(path: string, method: Method, form: FormData): Promise<Response> {
  try {
    // No content-type header: the browser writes multipart/form-data with its boundary.
    return await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiRequestError(MESSAGES.noResponse, null, 'NETWORK');
  }
}

/**
 * A multipart call (storefront.md 7: the admin's product form sends text parts, JSON text and image
 * files). apiRequest sends JSON only, so this does the same 401 refresh-and-retry and error reading.
 */
export async function sendForm<T>(path: string, method: Method, form: FormData): Promise<T> {
  let response = await post(path, method, form);
  if (response.status === 401) {
    const refreshed = await refreshSession();
    if (refreshed) response = await post(path, method, form);
    if (!refreshed || response.status === 401) {
      notifySessionExpired();
      throw new ApiRequestError(MESSAGES.sessionExpired, 401, 'SESSION_EXPIRED');
    }
  }
  const payload = (await response.json().catch(() => null)) as {
    message?: unknown;
    code?: unknown;
    details?: unknown;
  } | null;
  if (!response.ok) {
    const fallback = response.status === 403 ? MESSAGES.forbidden : MESSAGES.defaultError;
    throw new ApiRequestError(
      typeof payload?.message === 'string' && payload.message ? payload.message : fallback,
      response.status,
      typeof payload?.code === 'string' ? payload.code : undefined,
      payload?.details,
      payload ?? undefined,
    );
  }
  return payload as T;
}

/** A JSON write or a multipart one, whichever the request needs. */
export function sendWrite<T>(path: string, method: Method, body: FormData | object): Promise<T> {
  return body instanceof FormData ? sendForm<T>(path, method, body) : apiRequest<T>(path, { method, body });
}
