import { AUTH_MESSAGES } from '@fengshui/shared/auth-messages';
import { ApiRequestError, firstDetailField, firstDetailMessage } from '../../../lib/api-client.ts';

/**
 * docs/accounts.md#messages: the server's message is preferred, else the screen's own fallback. A 5xx
 * message says nothing useful to a customer, so it gets the fallback too; a lost connection keeps
 * the client's "Unable to connect" text.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.status !== null && error.status >= 500) return fallback;
  return error.message || fallback;
}

/** A 401 is the API client's business: it ends the session and says so once. */
export function isSessionExpiry(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

export const PASSWORD_UPDATE_MESSAGES = {
  forbidden: 'Not authorized to update password. Please try again or contact support.',
  failed: 'Failed to update password. Please try again.',
} as const;

export interface FormFailure<Field extends string> {
  message: string;
  /** The field the message belongs to, shown inline as well as in the toast. */
  field?: Field;
}

/** docs/accounts.md#messages. */
export function passwordUpdateFailure(error: unknown): FormFailure<'currentPassword' | 'newPassword'> {
  if (error instanceof ApiRequestError && error.status === 403) {
    return { message: PASSWORD_UPDATE_MESSAGES.forbidden };
  }
  const message = serverMessageOr(error, PASSWORD_UPDATE_MESSAGES.failed);
  if (message === AUTH_MESSAGES.wrongCurrentPassword) return { message, field: 'currentPassword' };
  const detailField = firstDetailField(error);
  if (detailField === 'newPassword' || detailField === 'currentPassword') {
    return { message: firstDetailMessage(error) ?? message, field: detailField };
  }
  return { message };
}

/** A 409 on the profile names the field that is taken. */
export function profileFailure(error: unknown): FormFailure<'username' | 'email' | 'phone'> {
  const message = serverMessageOr(error, 'Failed to update profile');
  if (message === AUTH_MESSAGES.usernameTaken) return { message, field: 'username' };
  if (message === AUTH_MESSAGES.emailTaken) return { message, field: 'email' };
  const detailField = firstDetailField(error);
  if (detailField === 'username' || detailField === 'email' || detailField === 'phone') {
    return { message: firstDetailMessage(error) ?? message, field: detailField };
  }
  return { message };
}
