import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserStorage, hasElapsed, memoryStorage, readTime, writeTime } from './overlay-storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('overlay storage', () => {
  it('reads and writes localStorage', () => {
    const storage = createBrowserStorage();
    storage.write('cookieConsent', 'accepted');
    expect(window.localStorage.getItem('cookieConsent')).toBe('accepted');
    expect(storage.read('cookieConsent')).toBe('accepted');
  });

  it('reads what storage holds now: nothing is kept aside once storage took it', () => {
    const storage = createBrowserStorage();
    storage.write('cookieConsent', 'accepted');
    window.localStorage.clear();
    expect(storage.read('cookieConsent')).toBeNull();
  });

  it('keeps answers for this page when storage throws (Safari private mode, blocked storage)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const storage = createBrowserStorage();
    expect(storage.read('cookieConsent')).toBeNull();
    expect(() => storage.write('cookieConsent', 'declined')).not.toThrow();
    expect(storage.read('cookieConsent')).toBe('declined');
  });

  it('reads a stored time, and treats a missing or garbled one as none', () => {
    const storage = memoryStorage({ good: '1700000000000', bad: 'yesterday', empty: '' });
    expect(readTime(storage, 'good')).toBe(1_700_000_000_000);
    expect(readTime(storage, 'bad')).toBeNull();
    expect(readTime(storage, 'empty')).toBeNull();
    expect(readTime(storage, 'missing')).toBeNull();
    writeTime(storage, 'written', 42);
    expect(readTime(storage, 'written')).toBe(42);
  });
});

describe('hasElapsed', () => {
  it('is true when nothing was recorded and only after more than the interval', () => {
    expect(hasElapsed(null, 1_000, 500)).toBe(true);
    expect(hasElapsed(1_000, 1_500, 500)).toBe(false);
    expect(hasElapsed(1_000, 1_501, 500)).toBe(true);
  });

  it('treats a time ahead of the clock as just now', () => {
    expect(hasElapsed(10_000, 1_000, 500)).toBe(false);
  });
});
