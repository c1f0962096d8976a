import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-key.ts';

describe('scrollKey', () => {
  it('keeps pages opened by a full load apart, so the gateway does not open at the checkout’s footer', () => {
    const checkout = scrollKey({ key: 'default', pathname: '/checkout' });
    const gateway = scrollKey({ key: 'default', pathname: '/payment-sandbox/FS-1' });
    expect(gateway).not.toBe(checkout);
    expect(scrollKey({ key: 'default', pathname: '/checkout' })).toBe(checkout);
  });

  it('keeps the history key of a page reached inside the app', () => {
    expect(scrollKey({ key: 'x1y2z3', pathname: '/shop' })).toBe('x1y2z3');
  });
});
