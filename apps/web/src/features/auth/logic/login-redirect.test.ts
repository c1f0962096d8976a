import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, fromPath, googleStartUrl, loginNotices } from './login-redirect.ts';

describe('fromPath', () => {
  it('reads a location left by RequireAuth or a plain path', () => {
    expect(fromPath({ from: { pathname: '/account', search: '?x=1', hash: '' } })).toBe('/account?x=1');
    expect(fromPath({ from: '/cart' })).toBe('/cart');
    expect(fromPath(null)).toBeNull();
    expect(fromPath({ from: 'https://evil.example' })).toBeNull();
  });
});

describe('destinationAfterLogin', () => {
  it('returns to the page the shopper came from', () => {
    expect(destinationAfterLogin({ userType: 'customer' }, '/cart')).toBe('/cart');
    expect(destinationAfterLogin({ userType: 'admin' }, '/admin/mail')).toBe('/admin/mail');
  });

  it('sends admins to /admin and customers home otherwise', () => {
    expect(destinationAfterLogin({ userType: 'admin' }, null)).toBe('/admin');
    expect(destinationAfterLogin({ userType: 'customer' }, null)).toBe('/');
    expect(destinationAfterLogin({ userType: 'customer' }, '/login')).toBe('/');
  });
});

describe('loginNotices (docs/accounts.md#login)', () => {
  it('explains a failed social login from the query', () => {
    expect(loginNotices(new URLSearchParams('error=auth_failed'), null).error).toBe(
      'Authentication failed. Please try again.',
    );
    expect(loginNotices(new URLSearchParams('error=no_token'), null).error).toBe('No token received');
  });

  it('asks to log in to check out when coming from the cart', () => {
    expect(loginNotices(new URLSearchParams(), { from: '/cart' }).info).toBe('Please login to checkout');
  });

  it('shows the notice a page passed along (registration)', () => {
    expect(loginNotices(new URLSearchParams(), { notice: 'Registered' })).toEqual({ info: 'Registered' });
  });
});

describe('googleStartUrl', () => {
  it('carries the return path, with /login becoming /', () => {
    expect(googleStartUrl('/cart')).toBe('/api/auth/google?returnTo=%2Fcart');
    expect(googleStartUrl('/login')).toBe('/api/auth/google?returnTo=%2F');
    expect(googleStartUrl(null)).toBe('/api/auth/google?returnTo=%2F');
  });
});
