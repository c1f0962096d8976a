import { ApiRequestError } from '../../../lib/api-client.ts';

// The usual reason phrases: browsers on HTTP/2 give no statusText at all, so the phrase is looked up.
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** docs/orders-and-delivery.md#messages: a failed notifications request shows the server's message, the status text, or 'Request failed'. */
export function notificationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'Request failed';
  const body = error.body as { message?: unknown } | undefined;
  if (typeof body?.message === 'string' && body.message) return body.message;
  return (error.status !== null && STATUS_TEXT[error.status]) || 'Request failed';
}
