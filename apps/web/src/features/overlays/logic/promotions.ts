import { hasElapsed, type OverlayStorage, readTime, writeTime } from './overlay-storage.ts';
import { isPurchaseFlowPath, isShopPath } from './paths.ts';
import { OVERLAY_KEYS } from './storage-keys.ts';
import { PROMO_REPEAT_MS } from './timings.ts';

interface PromoContext {
  pathname: string;
  now: number;
  storage: OverlayStorage;
}

/**
 * docs/content.md#overlays: for signed-in shoppers, if never shown or last shown
 * more than 3 hours ago, and not on /shop paths once its shop link was clicked.
 */
export function shouldOpenWelcomePromo({
  signedIn,
  pathname,
  now,
  storage,
}: PromoContext & { signedIn: boolean }) {
  if (!signedIn || isPurchaseFlowPath(pathname)) return false;
  if (isShopPath(pathname) && storage.read(OVERLAY_KEYS.welcomePromoShopClicked) === 'true') return false;
  return hasElapsed(readTime(storage, OVERLAY_KEYS.welcomePromoShownAt), now, PROMO_REPEAT_MS);
}

/** Opening records the time, so the next chance is 3 hours later. */
export function recordWelcomePromoShown(storage: OverlayStorage, now: number): void {
  writeTime(storage, OVERLAY_KEYS.welcomePromoShownAt, now);
}

export function recordWelcomePromoShopClicked(storage: OverlayStorage): void {
  storage.write(OVERLAY_KEYS.welcomePromoShopClicked, 'true');
}

/**
 * The second promo banner: the same 3-hour rule on its own clock, never on a /shop path. Nor on the
 * cart, whose checkout bar it would cover at the bottom of a phone's screen.
 */
export function shouldShowPromoBanner({ pathname, now, storage }: PromoContext): boolean {
  if (!isPromoBannerPath(pathname)) return false;
  return hasElapsed(readTime(storage, OVERLAY_KEYS.promoBannerShownAt), now, PROMO_REPEAT_MS);
}

/** Where the banner may be on screen at all; it hides when the shopper moves to one of the others. */
export function isPromoBannerPath(pathname: string): boolean {
  return !isShopPath(pathname) && !isPurchaseFlowPath(pathname) && !/^\/cart\/?$/.test(pathname);
}

export function recordPromoBannerShown(storage: OverlayStorage, now: number): void {
  writeTime(storage, OVERLAY_KEYS.promoBannerShownAt, now);
}
