import { ApiRequestError } from '../../../lib/api-client.ts';

/** The message the server itself sent in an error body, if any (not the client's generic stand-in). */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message ? body.message : undefined;
}

/** docs/orders-and-delivery.md#messages: "server message or <fallback>"; a 5xx text is internal, so it gets the fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.status !== null && error.status >= 500) return fallback;
  return serverMessage(error) ?? fallback;
}
