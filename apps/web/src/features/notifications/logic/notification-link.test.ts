import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-link.ts';

describe('notificationTarget', () => {
  it('routes a path of this site through the router', () => {
    expect(notificationTarget('/account/orders/12')).toEqual({ kind: 'route', to: '/account/orders/12' });
  });

  it('opens a web address as a normal link', () => {
    expect(notificationTarget('https://example.ph/promo')).toEqual({
      kind: 'external',
      href: 'https://example.ph/promo',
    });
  });

  it('leads nowhere without a link, or for a script or another host written as //host', () => {
    expect(notificationTarget(null)).toEqual({ kind: 'none' });
    expect(notificationTarget('')).toEqual({ kind: 'none' });
    expect(notificationTarget('javascript:alert(1)')).toEqual({ kind: 'none' });
    expect(notificationTarget('//evil.example')).toEqual({ kind: 'none' });
  });
});
