import { describe, expect, it } from 'vitest';
import {
  nextConsentMove,
  readCookieAnswer,
  readNotificationAnswer,
  recordCookieAnswer,
  recordNotificationAnswer,
} from './consent-chain.ts';
import { recordNewsletterDismissed, recordSubscribeAttempt } from './newsletter.ts';
import { memoryStorage } from './overlay-storage.ts';
import { OVERLAY_KEYS } from './storage-keys.ts';

const NOW = Date.UTC(2026, 11, 1);

describe('consent answers', () => {
  it('stores the cookie answer as accepted or declined, and ignores anything else stored', () => {
    const storage = memoryStorage({ [OVERLAY_KEYS.cookieConsent]: 'maybe' });
    expect(readCookieAnswer(storage)).toBeNull();
    recordCookieAnswer(storage, 'declined');
    expect(storage.read(OVERLAY_KEYS.cookieConsent)).toBe('declined');
    expect(readCookieAnswer(storage)).toBe('declined');
  });

  it('stores the notification answer as allowed or blocked', () => {
    const storage = memoryStorage();
    expect(readNotificationAnswer(storage)).toBeNull();
    recordNotificationAnswer(storage, 'allowed');
    expect(readNotificationAnswer(storage)).toBe('allowed');
  });
});

describe('the consent chain', () => {
  it('asks about cookies first, at once, when there is no answer', () => {
    expect(nextConsentMove('start', { storage: memoryStorage(), now: NOW, answeredNow: false })).toEqual({
      kind: 'prompt',
      prompt: 'cookie',
      afterMs: 0,
    });
  });

  it('prompts for notifications 1 s after a cookie answer given now', () => {
    const storage = memoryStorage({ [OVERLAY_KEYS.cookieConsent]: 'accepted' });
    expect(nextConsentMove('cookie', { storage, now: NOW, answeredNow: true })).toEqual({
      kind: 'prompt',
      prompt: 'notification',
      afterMs: 1_000,
    });
  });

  it('prompts for notifications 2 s after load when the cookie answer was already stored', () => {
    const storage = memoryStorage({ [OVERLAY_KEYS.cookieConsent]: 'declined' });
    expect(nextConsentMove('start', { storage, now: NOW, answeredNow: false })).toEqual({
      kind: 'prompt',
      prompt: 'notification',
      afterMs: 2_000,
    });
  });

  it('opens the newsletter 2 s after the notification step when not subscribed', () => {
    const storage = memoryStorage({ [OVERLAY_KEYS.cookieConsent]: 'accepted' });
    recordNotificationAnswer(storage, 'blocked');
    expect(nextConsentMove('notification', { storage, now: NOW, answeredNow: true })).toEqual({
      kind: 'prompt',
      prompt: 'newsletter',
      afterMs: 2_000,
    });
    // Found answered, the notification step still takes its 2 s before the newsletter's own 2 s.
    expect(nextConsentMove('start', { storage, now: NOW, answeredNow: false })).toEqual({
      kind: 'prompt',
      prompt: 'newsletter',
      afterMs: 4_000,
    });
  });

  it('is done at once for a visitor who answered everything, subscribed or recently said no', () => {
    const subscribed = memoryStorage({ [OVERLAY_KEYS.cookieConsent]: 'accepted' });
    recordNotificationAnswer(subscribed, 'allowed');
    recordSubscribeAttempt(subscribed);
    expect(nextConsentMove('start', { storage: subscribed, now: NOW, answeredNow: false })).toEqual({
      kind: 'done',
    });

    const declined = memoryStorage({ [OVERLAY_KEYS.cookieConsent]: 'accepted' });
    recordNotificationAnswer(declined, 'blocked');
    recordNewsletterDismissed(declined, NOW - 60_000);
    expect(nextConsentMove('start', { storage: declined, now: NOW, answeredNow: false })).toEqual({
      kind: 'done',
    });
  });

  it('is done after the newsletter step', () => {
    expect(nextConsentMove('newsletter', { storage: memoryStorage(), now: NOW, answeredNow: true })).toEqual({
      kind: 'done',
    });
  });
});
