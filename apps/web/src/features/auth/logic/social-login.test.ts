import { describe, expect, it } from 'vitest';
import { socialLoginOutcome } from './social-login.ts';

describe('socialLoginOutcome', () => {
  it('goes to the return path after a successful Google sign-in', () => {
    expect(socialLoginOutcome(new URLSearchParams('status=ok&returnTo=%2Fcart'))).toEqual({
      ok: true,
      returnTo: '/cart',
    });
    expect(socialLoginOutcome(new URLSearchParams('status=ok'))).toEqual({ ok: true, returnTo: '/' });
  });

  it('never follows a return address off the site', () => {
    expect(socialLoginOutcome(new URLSearchParams('status=ok&returnTo=https://evil.example'))).toEqual({
      ok: true,
      returnTo: '/',
    });
  });

  it('fails for any other status', () => {
    expect(socialLoginOutcome(new URLSearchParams('status=error'))).toEqual({
      ok: false,
      reason: 'auth_failed',
    });
    expect(socialLoginOutcome(new URLSearchParams(''))).toEqual({ ok: false, reason: 'auth_failed' });
  });
});
