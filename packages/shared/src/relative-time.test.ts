import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

// 3 PM in Manila (UTC+8) on 15 March 2026.
const now = new Date('2026-03-15T15:00:00+08:00');
const before = (milliseconds: number) => new Date(now.getTime() - milliseconds);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relative time', () => {
  it('says "just now" within the first minute, and for a moment in the future', () => {
    expect(relativeTime(now, now)).toBe('just now');
    expect(relativeTime(before(59 * SECOND), now)).toBe('just now');
    expect(relativeTime(new Date(now.getTime() + 5 * MINUTE), now)).toBe('just now');
  });

  it('counts whole minutes, then whole hours, with the right plural', () => {
    expect(relativeTime(before(MINUTE), now)).toBe('1 minute ago');
    expect(relativeTime(before(5 * MINUTE + 59 * SECOND), now)).toBe('5 minutes ago');
    expect(relativeTime(before(59 * MINUTE), now)).toBe('59 minutes ago');
    expect(relativeTime(before(HOUR), now)).toBe('1 hour ago');
    expect(relativeTime(before(2 * HOUR + 30 * MINUTE), now)).toBe('2 hours ago');
    expect(relativeTime(before(23 * HOUR + 59 * MINUTE), now)).toBe('23 hours ago');
  });

  it('says "yesterday" for the previous day on the Manila calendar', () => {
    expect(relativeTime(before(DAY), now)).toBe('yesterday');
    // 11 PM two days before, Manila time: more than a day ago, but two calendar days back.
    expect(relativeTime(new Date('2026-03-13T23:00:00+08:00'), new Date('2026-03-15T00:30:00+08:00'))).toBe(
      '2 days ago',
    );
  });

  it('reads the calendar in Manila, not in UTC', () => {
    // 1 AM on the 15th in Manila is still the 14th in UTC; 30 hours earlier is the 13th in Manila.
    const earlyMorning = new Date('2026-03-15T01:00:00+08:00');
    expect(relativeTime(new Date(earlyMorning.getTime() - 30 * HOUR), earlyMorning)).toBe('2 days ago');
    expect(relativeTime(new Date(earlyMorning.getTime() - 25 * HOUR), earlyMorning)).toBe('yesterday');
  });

  it('goes on in days, weeks, months and years', () => {
    expect(relativeTime(before(3 * DAY), now)).toBe('3 days ago');
    expect(relativeTime(before(6 * DAY), now)).toBe('6 days ago');
    expect(relativeTime(before(7 * DAY), now)).toBe('1 week ago');
    expect(relativeTime(before(20 * DAY), now)).toBe('2 weeks ago');
    expect(relativeTime(before(45 * DAY), now)).toBe('1 month ago');
    expect(relativeTime(before(200 * DAY), now)).toBe('6 months ago');
    expect(relativeTime(before(365 * DAY), now)).toBe('1 year ago');
    expect(relativeTime(before(800 * DAY), now)).toBe('2 years ago');
  });
});
