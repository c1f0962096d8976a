// Types only: the module's schemas would put zod into the storefront's first chunk.
import type { SocialProofPage } from '@fengshui/shared/social-proof';
import { type OverlayStorage, readTime, writeTime } from './overlay-storage.ts';
import { OVERLAY_KEYS } from './storage-keys.ts';
import { SOCIAL_PROOF_INTERVAL_MS } from './timings.ts';

export interface SocialProofTarget {
  page: SocialProofPage;
  productId: number | null;
}

/**
 * docs/content.md#limits: the ticker runs on the home, shop, product and cart pages, nowhere else. The
 * cart page names the product of its first line (`cartProductId`), or none when the cart is empty.
 */
export function socialProofTarget(
  pathname: string,
  cartProductId: number | null = null,
): SocialProofTarget | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return { page: 'home', productId: null };
  if (path === '/shop' || /^\/category\/[^/]+$/.test(path)) return { page: 'shop', productId: null };
  if (path === '/cart') return { page: 'cart', productId: cartProductId };
  const product = /^\/product\/(\d{1,9})$/.exec(path);
  if (product && Number(product[1]) > 0) return { page: 'product', productId: Number(product[1]) };
  return null;
}

/**
 * How long until this tab may show the ticker: 0 when no tab showed one in the last 15 minutes (the
 * stored time is shared by every tab of the shop). A time ahead of the clock counts as just now.
 */
export function msUntilSocialProofDue(storage: OverlayStorage, now: number): number {
  const last = readTime(storage, OVERLAY_KEYS.socialProofShownAt);
  if (last === null) return 0;
  const elapsed = Math.max(0, now - last);
  return Math.max(0, SOCIAL_PROOF_INTERVAL_MS - elapsed);
}

export function recordSocialProofShown(storage: OverlayStorage, now: number): void {
  writeTime(storage, OVERLAY_KEYS.socialProofShownAt, now);
}
