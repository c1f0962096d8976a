import { hasElapsed, type OverlayStorage, readTime, writeTime } from './overlay-storage.ts';
import { OVERLAY_KEYS } from './storage-keys.ts';
import { NEWSLETTER_REASK_MS } from './timings.ts';

/** Not yet subscribed, and not turned down in the last 7 days. */
export function isNewsletterDue(storage: OverlayStorage, now: number): boolean {
  if (storage.read(OVERLAY_KEYS.newsletterSubscribed) === 'accepted') return false;
  return hasElapsed(readTime(storage, OVERLAY_KEYS.newsletterDismissedAt), now, NEWSLETTER_REASK_MS);
}

/** docs/content.md#newsletter: a subscribe attempt stores the flag as accepted, even if the server refuses it. */
export function recordSubscribeAttempt(storage: OverlayStorage): void {
  storage.write(OVERLAY_KEYS.newsletterSubscribed, 'accepted');
}

export function recordNewsletterDismissed(storage: OverlayStorage, now: number): void {
  writeTime(storage, OVERLAY_KEYS.newsletterDismissedAt, now);
}
