import { ApiRequestError } from '../../../lib/api-client.ts';
import { CANCEL_ERROR_MESSAGES } from './order-messages.ts';
import { serverMessage } from './server-message.ts';

/** docs/orders-and-delivery.md#messages: what the cancel modal says when the courier cancel fails. */
export function cancelErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return CANCEL_ERROR_MESSAGES.failed;
  switch (error.status) {
    case null:
      return CANCEL_ERROR_MESSAGES.network;
    case 400:
      // The server puts the per-status reason in details; a validation failure's details are a list.
      return textDetails(error.details) ?? serverMessage(error) ?? CANCEL_ERROR_MESSAGES.notCancellable;
    case 401:
      return CANCEL_ERROR_MESSAGES.unauthorised;
    case 403:
      return CANCEL_ERROR_MESSAGES.forbidden;
    case 404:
      return CANCEL_ERROR_MESSAGES.notFound;
    case 502:
      return CANCEL_ERROR_MESSAGES.unavailable;
    default:
      return CANCEL_ERROR_MESSAGES.failed;
  }
}

function textDetails(details: unknown): string | undefined {
  return typeof details === 'string' && details.trim() ? details : undefined;
}
