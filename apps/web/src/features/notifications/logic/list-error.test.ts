import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { notificationErrorMessage } from './list-error.ts';

describe('notificationErrorMessage', () => {
  it("prefers the server's message", () => {
    const error = new ApiRequestError('Not your notifications', 403, undefined, undefined, {
      message: 'Not your notifications',
    });
    expect(notificationErrorMessage(error)).toBe('Not your notifications');
  });

  it('falls back to the status text when the server gave no message', () => {
    expect(
      notificationErrorMessage(new ApiRequestError('An error occurred.', 503, undefined, undefined, null)),
    ).toBe('Service Unavailable');
  });

  it("reads 'Request failed' without a status, or for anything that is not an API error", () => {
    expect(notificationErrorMessage(new ApiRequestError('offline', null, 'NETWORK'))).toBe('Request failed');
    expect(notificationErrorMessage(new ApiRequestError('odd', 418))).toBe('Request failed');
    expect(notificationErrorMessage(new Error('boom'))).toBe('Request failed');
  });
});
