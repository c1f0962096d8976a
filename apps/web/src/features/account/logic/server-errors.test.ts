import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { isSessionExpiry, passwordUpdateFailure, profileFailure, serverMessageOr } from './server-errors.ts';

describe('serverMessageOr', () => {
  it("prefers the server's message", () => {
    expect(serverMessageOr(new ApiRequestError('You have active orders', 409), 'Failed')).toBe(
      'You have active orders',
    );
  });

  it('uses the fallback for a server fault or an unknown error', () => {
    expect(serverMessageOr(new ApiRequestError('Internal server error', 500), 'Failed')).toBe('Failed');
    expect(serverMessageOr(new TypeError('boom'), 'Failed')).toBe('Failed');
  });

  it('keeps the lost-connection message', () => {
    const offline = new ApiRequestError('Unable to connect to the server.', null, 'NETWORK');
    expect(serverMessageOr(offline, 'Failed')).toBe('Unable to connect to the server.');
  });
});

describe('isSessionExpiry', () => {
  it('recognises a 401 only', () => {
    expect(isSessionExpiry(new ApiRequestError('Please log in', 401))).toBe(true);
    expect(isSessionExpiry(new ApiRequestError('Nope', 403))).toBe(false);
  });
});

describe('passwordUpdateFailure', () => {
  it('puts a wrong current password on its field', () => {
    expect(passwordUpdateFailure(new ApiRequestError('Current password is incorrect', 400))).toEqual({
      message: 'Current password is incorrect',
      field: 'currentPassword',
    });
  });

  it('says the customer is not authorised on a 403', () => {
    expect(passwordUpdateFailure(new ApiRequestError('Forbidden', 403)).message).toBe(
      'Not authorized to update password. Please try again or contact support.',
    );
  });

  it("shows the server's policy message on the new password", () => {
    const error = new ApiRequestError(
      'Request body field "newPassword": too weak',
      400,
      'VALIDATION_FAILED',
      [{ path: ['newPassword'], message: 'Password must contain at least one number' }],
    );
    expect(passwordUpdateFailure(error)).toEqual({
      message: 'Password must contain at least one number',
      field: 'newPassword',
    });
  });

  it('falls back to the generic failure', () => {
    expect(passwordUpdateFailure(new ApiRequestError('Internal server error', 502)).message).toBe(
      'Failed to update password. Please try again.',
    );
  });
});

describe('profileFailure', () => {
  it('puts a taken username or e-mail on its field', () => {
    expect(profileFailure(new ApiRequestError('This username is already taken', 409)).field).toBe('username');
    expect(profileFailure(new ApiRequestError('An account with this email already exists', 409)).field).toBe(
      'email',
    );
  });

  it('falls back to the spec text', () => {
    expect(profileFailure(new ApiRequestError('Internal server error', 500))).toEqual({
      message: 'Failed to update profile',
    });
  });
});
