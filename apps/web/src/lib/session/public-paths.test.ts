import { describe, expect, it } from 'vitest';
import { isPublicPath, safeReturnPath } from './public-paths.ts';

describe('isPublicPath (docs/accounts.md#sessions)', () => {
  it('counts the spec public pages and the other guest pages as public', () => {
    for (const path of [
      '/',
      '/login',
      '/signup',
      '/shop',
      '/product/12',
      '/category/amulets',
      '/cart',
      '/blog/3',
    ]) {
      expect(isPublicPath(path), path).toBe(true);
    }
  });

  it('counts account, purchases, checkout and admin pages as private', () => {
    for (const path of [
      '/account',
      '/account/purchases',
      '/purchases',
      '/checkout',
      '/admin',
      '/admin/mail',
    ]) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });
});

describe('safeReturnPath', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnPath('/cart')).toBe('/cart');
    expect(safeReturnPath('/shop?category=amulets')).toBe('/shop?category=amulets');
  });

  it('refuses addresses that leave the shop', () => {
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath(undefined, '/x')).toBe('/x');
  });
});
