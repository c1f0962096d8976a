import { describe, expect, it } from 'vitest';
import { isKnownWebRoute, productIdFromPath } from './web-routes.ts';

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

  it.each([
    ['12', 12],
    ['0012', 12],
    ['2147483647', 2_147_483_647],
  ])('reads the product id of /product/%s', (segment, id) => expect(productIdFromPath(segment)).toBe(id));

  it.each(['abc', '0', '-1', '0x85', '1e2', '133.0', ' 133', '+133', '2147483648', '99999999999', ''])(
    'reads no product id from /product/%s',
    (segment) => expect(productIdFromPath(segment)).toBeNull(),
  );
});
