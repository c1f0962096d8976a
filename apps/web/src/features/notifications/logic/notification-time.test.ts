import { describe, expect, it } from 'vitest';
import { notificationTime } from './notification-time.ts';

const now = new Date('2025-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('notificationTime', () => {
  it('reads "Just now" under a minute, and for a clock slightly ahead of the server', () => {
    expect(notificationTime(ago(30_000), now)).toBe('Just now');
    expect(notificationTime(ago(-5_000), now)).toBe('Just now');
  });

  it('reads minutes, hours and days ago within the last week', () => {
    expect(notificationTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(notificationTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(notificationTime(ago(26 * 3_600_000), now)).toBe('yesterday');
    expect(notificationTime(ago(3 * 86_400_000), now)).toBe('3 days ago');
  });

  it('shows MM/DD/YYYY HH:mm in Manila time for anything older', () => {
    expect(notificationTime('2025-02-01T15:30:00Z', now)).toBe('02/01/2025 23:30');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(notificationTime('not a date', now)).toBe('');
  });
});
