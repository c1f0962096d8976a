import { isNewsletterDue } from './newsletter.ts';
import type { OverlayStorage } from './overlay-storage.ts';
import { OVERLAY_KEYS } from './storage-keys.ts';
import {
  NEWSLETTER_PROMPT_DELAY_MS,
  NOTIFICATION_PROMPT_AFTER_ANSWER_MS,
  NOTIFICATION_PROMPT_DELAY_MS,
} from './timings.ts';

export type CookieAnswer = 'accepted' | 'declined';
export type NotificationAnswer = 'allowed' | 'blocked';
export type ConsentPrompt = 'cookie' | 'notification' | 'newsletter';
/** The last step the chain got past: nothing yet, or one of the prompts (answered or skipped). */
export type ConsentStage = 'start' | ConsentPrompt;
export type ConsentMove = { kind: 'prompt'; prompt: ConsentPrompt; afterMs: number } | { kind: 'done' };

export function readCookieAnswer(storage: OverlayStorage): CookieAnswer | null {
  const value = storage.read(OVERLAY_KEYS.cookieConsent);
  return value === 'accepted' || value === 'declined' ? value : null;
}

export function recordCookieAnswer(storage: OverlayStorage, answer: CookieAnswer): void {
  storage.write(OVERLAY_KEYS.cookieConsent, answer);
}

export function readNotificationAnswer(storage: OverlayStorage): NotificationAnswer | null {
  const value = storage.read(OVERLAY_KEYS.notificationConsent);
  return value === 'allowed' || value === 'blocked' ? value : null;
}

export function recordNotificationAnswer(storage: OverlayStorage, answer: NotificationAnswer): void {
  storage.write(OVERLAY_KEYS.notificationConsent, answer);
}

interface MoveContext {
  storage: OverlayStorage;
  now: number;
  /** The step just completed was answered on this page (rather than found answered in storage). */
  answeredNow: boolean;
}

/**
 * docs/content.md#overlays: cookie toast; once a cookie answer exists, the notification
 * step 2 s later (1 s after an answer given now), which asks only if unanswered; then the newsletter
 * dialog 2 s later if not subscribed. When nothing is left to ask the chain is done at once, so a
 * returning visitor's promo is not held back by waits that lead to no prompt.
 */
export function nextConsentMove(
  completed: ConsentStage,
  { storage, now, answeredNow }: MoveContext,
): ConsentMove {
  switch (completed) {
    case 'start':
      if (readCookieAnswer(storage) === null) return { kind: 'prompt', prompt: 'cookie', afterMs: 0 };
      return nextConsentMove('cookie', { storage, now, answeredNow: false });
    case 'cookie': {
      const wait = answeredNow ? NOTIFICATION_PROMPT_AFTER_ANSWER_MS : NOTIFICATION_PROMPT_DELAY_MS;
      if (readNotificationAnswer(storage) === null)
        return { kind: 'prompt', prompt: 'notification', afterMs: wait };
      // The notification step still takes its turn before the newsletter's own 2 s.
      if (isNewsletterDue(storage, now))
        return { kind: 'prompt', prompt: 'newsletter', afterMs: wait + NEWSLETTER_PROMPT_DELAY_MS };
      return { kind: 'done' };
    }
    case 'notification':
      if (isNewsletterDue(storage, now))
        return { kind: 'prompt', prompt: 'newsletter', afterMs: NEWSLETTER_PROMPT_DELAY_MS };
      return { kind: 'done' };
    case 'newsletter':
      return { kind: 'done' };
  }
}
