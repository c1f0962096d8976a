import {
  SOCIAL_PROOF_INTERVAL_MS as SHARED_INTERVAL,
  SOCIAL_PROOF_TOAST_MS,
} from '@fengshui/shared/social-proof';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from './overlay-storage.ts';
import { msUntilSocialProofDue, recordSocialProofShown, socialProofTarget } from './social-proof.ts';
import { SOCIAL_PROOF_INTERVAL_MS, SOCIAL_PROOF_VISIBLE_MS } from './timings.ts';

const NOW = Date.UTC(2026, 11, 1);

describe('social-proof pages', () => {
  it('runs on the home, shop, category, product and cart pages', () => {
    expect(socialProofTarget('/')).toEqual({ page: 'home', productId: null });
    expect(socialProofTarget('/shop')).toEqual({ page: 'shop', productId: null });
    expect(socialProofTarget('/category/amulets')).toEqual({ page: 'shop', productId: null });
    expect(socialProofTarget('/product/73')).toEqual({ page: 'product', productId: 73 });
    expect(socialProofTarget('/cart/')).toEqual({ page: 'cart', productId: null });
    // The cart names the product of its first line.
    expect(socialProofTarget('/cart', 12)).toEqual({ page: 'cart', productId: 12 });
    expect(socialProofTarget('/', 12)).toEqual({ page: 'home', productId: null });
  });

  it('runs nowhere else', () => {
    for (const pathname of [
      '/blog',
      '/account',
      '/checkout',
      '/product/0',
      '/product/abc',
      '/shop/x',
      '/faqs',
    ])
      expect(socialProofTarget(pathname)).toBeNull();
  });
});

describe('social-proof timing', () => {
  it('shows every 15 minutes (900,000 ms) for 4 s', () => {
    expect(SOCIAL_PROOF_INTERVAL_MS).toBe(900_000);
    expect(SOCIAL_PROOF_VISIBLE_MS).toBe(4_000);
    expect([SOCIAL_PROOF_INTERVAL_MS, SOCIAL_PROOF_VISIBLE_MS]).toEqual([
      SHARED_INTERVAL,
      SOCIAL_PROOF_TOAST_MS,
    ]);
  });

  it('is due at once when no tab has shown one', () => {
    expect(msUntilSocialProofDue(memoryStorage(), NOW)).toBe(0);
  });

  it('waits out the 15 minutes since any tab last showed one', () => {
    const storage = memoryStorage();
    recordSocialProofShown(storage, NOW);
    expect(msUntilSocialProofDue(storage, NOW + 60_000)).toBe(SOCIAL_PROOF_INTERVAL_MS - 60_000);
    expect(msUntilSocialProofDue(storage, NOW + SOCIAL_PROOF_INTERVAL_MS)).toBe(0);
  });

  it('treats a last-shown time ahead of the clock as just now', () => {
    const storage = memoryStorage();
    recordSocialProofShown(storage, NOW + 24 * 60 * 60 * 1000);
    expect(msUntilSocialProofDue(storage, NOW)).toBe(SOCIAL_PROOF_INTERVAL_MS);
  });
});
