import { MESSAGES } from '@fengshui/shared/messages';
import { ApiRequestError, notifySessionExpired, refreshSession } from '../../../../lib/api-client.ts';

type Method = 'POST' | 'PUT';

async function send(path: string, method: Method, form: FormData): Promise<Response> {
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
 * A multipart call (the blog and guide forms carry their cover, preview and PDF files). apiRequest sends
 * JSON only, so this repeats its one refresh-and-retry on 401 and its reading of the error body.
 */
export async function sendForm<T>(path: string, method: Method, form: FormData): Promise<T> {
  let response = await send(path, method, form);
  if (response.status === 401) {
    const refreshed = await refreshSession();
    if (refreshed) response = await send(path, method, form);
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

/** The fields of a form as multipart text parts, with its chosen files; unset values are left out. */
export function formDataOf(
  fields: Record<string, string | number | undefined>,
  files: Record<string, File | null>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, String(value));
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file, file.name);
  return form;
}
