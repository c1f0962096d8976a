import { describe, expect, it } from 'vitest';
import { memoryStorage } from './overlay-storage.ts';
import {
  recordPromoBannerShown,
  recordWelcomePromoShopClicked,
  recordWelcomePromoShown,
  shouldOpenWelcomePromo,
  shouldShowPromoBanner,
} from './promotions.ts';
import { OVERLAY_KEYS } from './storage-keys.ts';
import { PROMO_REPEAT_MS } from './timings.ts';

const NOW = Date.UTC(2026, 11, 1, 4, 0, 0);
const HOURS = 60 * 60 * 1000;

describe('welcome promo modal', () => {
  it('repeats every 3 hours, which is 10,800,000 ms', () => {
    expect(PROMO_REPEAT_MS).toBe(10_800_000);
  });

  it('opens for a signed-in shopper who never saw it, never for a guest', () => {
    const storage = memoryStorage();
    expect(shouldOpenWelcomePromo({ signedIn: true, pathname: '/', now: NOW, storage })).toBe(true);
    expect(shouldOpenWelcomePromo({ signedIn: false, pathname: '/', now: NOW, storage })).toBe(false);
  });

  it('opening records the time; it opens again only more than 3 hours later', () => {
    const storage = memoryStorage();
    recordWelcomePromoShown(storage, NOW);
    expect(storage.read(OVERLAY_KEYS.welcomePromoShownAt)).toBe(String(NOW));
    const at = (now: number) => shouldOpenWelcomePromo({ signedIn: true, pathname: '/', now, storage });
    expect(at(NOW + 1 * HOURS)).toBe(false);
    expect(at(NOW + PROMO_REPEAT_MS)).toBe(false);
    expect(at(NOW + PROMO_REPEAT_MS + 1)).toBe(true);
  });

  it('stays off /shop paths once its shop link was clicked, and still opens elsewhere', () => {
    const storage = memoryStorage();
    expect(shouldOpenWelcomePromo({ signedIn: true, pathname: '/shop', now: NOW, storage })).toBe(true);
    recordWelcomePromoShopClicked(storage);
    expect(shouldOpenWelcomePromo({ signedIn: true, pathname: '/shop', now: NOW, storage })).toBe(false);
    expect(shouldOpenWelcomePromo({ signedIn: true, pathname: '/shop/', now: NOW, storage })).toBe(false);
    expect(shouldOpenWelcomePromo({ signedIn: true, pathname: '/blog', now: NOW, storage })).toBe(true);
  });

  it('never interrupts a shopper who is paying', () => {
    const storage = memoryStorage();
    for (const pathname of ['/checkout', '/payment-sandbox/T1', '/transaction-complete'])
      expect(shouldOpenWelcomePromo({ signedIn: true, pathname, now: NOW, storage })).toBe(false);
  });
});

describe('second promo banner', () => {
  it('follows the 3-hour rule on a clock of its own', () => {
    const storage = memoryStorage();
    recordWelcomePromoShown(storage, NOW);
    expect(shouldShowPromoBanner({ pathname: '/', now: NOW, storage })).toBe(true);
    recordPromoBannerShown(storage, NOW);
    expect(shouldShowPromoBanner({ pathname: '/', now: NOW + 3 * HOURS, storage })).toBe(false);
    expect(shouldShowPromoBanner({ pathname: '/', now: NOW + 3 * HOURS + 1, storage })).toBe(true);
  });

  it('is skipped on any /shop path, whether or not the promo was clicked', () => {
    const storage = memoryStorage();
    expect(shouldShowPromoBanner({ pathname: '/shop', now: NOW, storage })).toBe(false);
    expect(shouldShowPromoBanner({ pathname: '/shop/anything', now: NOW, storage })).toBe(false);
    expect(shouldShowPromoBanner({ pathname: '/shopping-guide', now: NOW, storage })).toBe(true);
    expect(shouldShowPromoBanner({ pathname: '/checkout', now: NOW, storage })).toBe(false);
    expect(shouldShowPromoBanner({ pathname: '/cart', now: NOW, storage })).toBe(false);
  });
});
