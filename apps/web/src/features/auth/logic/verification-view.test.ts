import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { verificationView } from './verification-view.ts';

const ok = { success: true, message: 'x', alreadyVerified: false, expired: false };

describe('verificationView (docs/accounts.md#messages)', () => {
  it('is loading until the answer comes', () => {
    expect(verificationView(undefined, null, 'abc')).toEqual({ kind: 'loading' });
  });

  it('reports success and an already verified account', () => {
    expect(verificationView(ok, null, 'abc')).toEqual({
      kind: 'success',
      message: 'Email verified successfully! You can now log in.',
    });
    expect(verificationView({ ...ok, alreadyVerified: true }, null, 'abc')).toEqual({
      kind: 'already-verified',
      message: 'Email already verified! You can log in to your account.',
    });
  });

  it('tells an expired link from an invalid one', () => {
    expect(verificationView(undefined, new ApiRequestError('Expired', 400, 'EXPIRED'), 'abc')).toEqual({
      kind: 'failed',
      message: 'Verification link has expired. Please request a new one.',
    });
    expect(verificationView(undefined, new ApiRequestError('Invalid', 400, 'INVALID'), 'abc')).toEqual({
      kind: 'failed',
      message: 'Invalid verification link',
    });
    expect(verificationView({ ...ok, expired: true }, null, 'abc').kind).toBe('failed');
  });

  it('treats a missing token as an invalid link', () => {
    expect(verificationView(undefined, null, undefined)).toEqual({
      kind: 'failed',
      message: 'Invalid verification link',
    });
  });
});
