import { manilaIsoDate } from './manila-time.ts';

// "5 minutes ago", "2 hours ago", "yesterday": how long ago something happened, in the words of the
// social-proof ticker (docs/content.md#social-proof). Days are counted on Manila's calendar (docs/architecture.md#money-and-dates), so
// "yesterday" is never said of something that happened earlier today.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Days since the epoch of the Manila calendar day `at` falls on. */
function manilaDayNumber(at: Date): number {
  return Date.parse(`${manilaIsoDate(at)}T00:00:00Z`) / (24 * HOUR_MS);
}

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** How long before `now` the moment `then` was; a moment in the future (clock skew) is "just now". */
export function relativeTime(then: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < 24 * HOUR_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  // A full day has passed, so at least one calendar day lies between the two moments.
  const days = Math.max(1, manilaDayNumber(now) - manilaDayNumber(then));
  if (days === 1) return 'yesterday';
  if (days < 7) return ago(days, 'day');
  if (days < 30) return ago(Math.floor(days / 7), 'week');
  if (days < 365) return ago(Math.floor(days / 30), 'month');
  return ago(Math.floor(days / 365), 'year');
}
