import { describe, expect, it } from 'vitest';
import { isNewsletterDue, recordNewsletterDismissed, recordSubscribeAttempt } from './newsletter.ts';
import { memoryStorage } from './overlay-storage.ts';
import { OVERLAY_KEYS } from './storage-keys.ts';

const NOW = Date.UTC(2026, 11, 1);
const DAYS = 24 * 60 * 60 * 1000;

describe('newsletter dialog', () => {
  it('is due for someone who never subscribed', () => {
    expect(isNewsletterDue(memoryStorage(), NOW)).toBe(true);
  });

  it('stores newsletterSubscribed as accepted on a subscribe attempt, and then never asks again', () => {
    const storage = memoryStorage();
    recordSubscribeAttempt(storage);
    expect(storage.read(OVERLAY_KEYS.newsletterSubscribed)).toBe('accepted');
    expect(isNewsletterDue(storage, NOW + 365 * DAYS)).toBe(false);
  });

  it('after a "no thanks" asks again no sooner than 7 days later', () => {
    const storage = memoryStorage();
    recordNewsletterDismissed(storage, NOW);
    expect(isNewsletterDue(storage, NOW + 1 * DAYS)).toBe(false);
    expect(isNewsletterDue(storage, NOW + 7 * DAYS)).toBe(false);
    expect(isNewsletterDue(storage, NOW + 7 * DAYS + 1)).toBe(true);
  });
});
