import { needsVerificationSchema } from '@fengshui/shared/auth';
import { MESSAGES } from '@fengshui/shared/messages';
import { ApiRequestError } from '../../../lib/api-client.ts';

// docs/accounts.md#messages: the texts shown when a sign-in call fails.
export const AUTH_ERRORS = {
  loginFailed: 'Login failed',
  serviceUnavailable: 'Authentication service not available',
  registrationFailed: 'Registration failed',
  resendFailed: 'Failed to send verification email',
  resendNetwork: 'Something went wrong. Please try again.',
  forgotFailed: 'Failed to process request',
  resetFailed: 'Failed to reset password',
  authFailed: 'Authentication failed. Please try again.',
  noToken: 'No token received',
  profileFailed: 'Failed to fetch user profile',
} as const;

/** The message the server put in its error body, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const message = (error.body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** The first field message of a 400 answer (its `details` list the broken rules). */
export function firstValidationMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 400 || !Array.isArray(error.details)) {
    return undefined;
  }
  const first = (error.details as { message?: unknown }[])[0]?.message;
  return typeof first === 'string' && first ? first : undefined;
}

/** Login: the field message, else the server's, else 'Login failed'. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === null) return MESSAGES.noResponse;
  if (error instanceof ApiRequestError && error.status === 503) return AUTH_ERRORS.serviceUnavailable;
  return firstValidationMessage(error) ?? serverMessage(error) ?? AUTH_ERRORS.loginFailed;
}

/** docs/accounts.md#messages: an unverified account answers 403 with needsVerification and its e-mail. */
export function needsVerificationOf(error: unknown): { email: string; message: string } | null {
  if (!(error instanceof ApiRequestError) || error.status !== 403) return null;
  const parsed = needsVerificationSchema.safeParse(error.body);
  return parsed.success ? { email: parsed.data.email, message: parsed.data.message } : null;
}

export function signupErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === null) return MESSAGES.noResponse;
  return firstValidationMessage(error) ?? serverMessage(error) ?? AUTH_ERRORS.registrationFailed;
}

// docs/accounts.md#limits: the rate-limit toast stays 8 seconds.
export const RATE_LIMIT_TOAST_MS = 8_000;

/** Resend verification: a 429 shows the server's text for 8 s; no answer is "Something went wrong". */
export function resendErrorToast(error: unknown): { message: string; durationMs?: number } {
  if (error instanceof ApiRequestError && error.status === null)
    return { message: AUTH_ERRORS.resendNetwork };
  if (error instanceof ApiRequestError && error.status === 429) {
    return { message: serverMessage(error) ?? AUTH_ERRORS.resendFailed, durationMs: RATE_LIMIT_TOAST_MS };
  }
  if (!(error instanceof ApiRequestError)) return { message: AUTH_ERRORS.resendNetwork };
  return { message: firstValidationMessage(error) ?? serverMessage(error) ?? AUTH_ERRORS.resendFailed };
}

/** Forgot and reset password: the server's message, else the spec's fallback. */
export function messageOr(error: unknown, fallback: string): string {
  return firstValidationMessage(error) ?? serverMessage(error) ?? fallback;
}
