import { describe, expect, it } from 'vitest';
import { isKnownWebRoute } from './web-routes.ts';

describe('web routes', () => {
  it.each([
    '/',
    '/shop',
    '/category/amulets',
    '/product/12',
    '/account/orders/FS-1',
    '/payment/confirmation',
    '/admin/products',
  ])('knows %s', (path) => expect(isKnownWebRoute(path)).toBe(true));

  it.each(['/nope', '/product', '/product/1/extra', '/shopping'])('does not know %s', (path) =>
    expect(isKnownWebRoute(path)).toBe(false),
  );
});
