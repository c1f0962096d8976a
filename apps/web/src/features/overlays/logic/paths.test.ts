import { describe, expect, it } from 'vitest';
import { isChatHiddenPath, isPurchaseFlowPath, isShopPath } from './paths.ts';

describe('chat widget paths', () => {
  it('is hidden on the admin, checkout, payment, transaction and order pages', () => {
    for (const pathname of [
      '/admin',
      '/admin/orders',
      '/checkout',
      '/payment',
      '/payment/confirmation',
      '/payment-sandbox/TXN1',
      '/transaction-complete',
      '/account/orders/12',
      '/account/tracking/12',
    ])
      expect(isChatHiddenPath(pathname), pathname).toBe(true);
  });

  it('shows everywhere else', () => {
    for (const pathname of ['/', '/shop', '/account', '/account/purchases', '/product/3', '/contact'])
      expect(isChatHiddenPath(pathname), pathname).toBe(false);
  });

  it('knows the shop and paying paths', () => {
    expect(isShopPath('/shop')).toBe(true);
    expect(isShopPath('/shopping')).toBe(false);
    expect(isPurchaseFlowPath('/checkout')).toBe(true);
    expect(isPurchaseFlowPath('/cart')).toBe(false);
  });
});
