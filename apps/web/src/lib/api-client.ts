import { MESSAGES } from '@fengshui/shared/messages';

/** A failed API call with the message the shopper should see (storefront.md 8 "Default handling"). */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
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

/** Every call goes through here; components use the query hooks of their feature, never fetch. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers:
        options.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(MESSAGES.noResponse, null, 'NETWORK');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = payload as { message?: unknown; code?: unknown; details?: unknown } | null;
    const message = typeof body?.message === 'string' && body.message ? body.message : MESSAGES.defaultError;
    throw new ApiRequestError(
      message,
      response.status,
      typeof body?.code === 'string' ? body.code : undefined,
      body?.details,
    );
  }
  return payload as T;
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return MESSAGES.unexpected;
}
