import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { loginErrorMessage, messageOr, needsVerificationOf, resendErrorToast } from './auth-errors.ts';

const failure = (status: number | null, body?: Record<string, unknown>) =>
  new ApiRequestError(
    typeof body?.message === 'string' ? body.message : 'An error occurred. Please try again.',
    status,
    typeof body?.code === 'string' ? body.code : undefined,
    body?.details,
    body,
  );

describe('login errors (docs/accounts.md#messages)', () => {
  it("shows the server's message", () => {
    expect(loginErrorMessage(failure(401, { message: 'Invalid email/username or password' }))).toBe(
      'Invalid email/username or password',
    );
  });

  it('prefers the first field message of a validation failure', () => {
    const error = failure(400, {
      message: 'Request body field "password": Password is too long',
      details: [{ path: ['password'], message: 'Password is too long' }],
    });
    expect(loginErrorMessage(error)).toBe('Password is too long');
  });

  it("falls back to 'Login failed' and names an unavailable service", () => {
    expect(loginErrorMessage(failure(500))).toBe('Login failed');
    expect(loginErrorMessage(failure(503))).toBe('Authentication service not available');
  });

  it('recognises an unverified account and its email', () => {
    const error = failure(403, {
      success: false,
      needsVerification: true,
      email: 'maria@example.ph',
      message: 'Please verify your email address before logging in.',
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect(needsVerificationOf(error)).toEqual({
      email: 'maria@example.ph',
      message: 'Please verify your email address before logging in.',
    });
    expect(needsVerificationOf(failure(403, { message: 'Forbidden' }))).toBeNull();
  });
});

describe('resend verification errors', () => {
  it('shows a 429 message for 8 seconds', () => {
    expect(resendErrorToast(failure(429, { message: 'Too many requests, wait a minute' }))).toEqual({
      message: 'Too many requests, wait a minute',
      durationMs: 8000,
    });
  });

  it("uses the server's message, the spec fallback, or the network text", () => {
    expect(resendErrorToast(failure(404, { message: 'Email address not found' })).message).toBe(
      'Email address not found',
    );
    expect(resendErrorToast(failure(500)).message).toBe('Failed to send verification email');
    expect(resendErrorToast(failure(null)).message).toBe('Something went wrong. Please try again.');
  });
});

describe('messageOr', () => {
  it("takes the server's message or the fallback", () => {
    expect(
      messageOr(failure(400, { message: 'Invalid or expired reset token' }), 'Failed to reset password'),
    ).toBe('Invalid or expired reset token');
    expect(messageOr(failure(500), 'Failed to process request')).toBe('Failed to process request');
  });
});
