import { formatManilaDateTime } from '../../../lib/format-date.ts';

// docs/orders-and-delivery.md#limits: dates read MM/DD/YYYY with a 24-hour time (Philippine time). Recent items
// read better as "5 minutes ago", so the last week is relative and anything older a date.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const RELATIVE_LIMIT_MS = 7 * DAY_MS;

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "Just now", "5 minutes ago", "3 hours ago", "yesterday", "3 days ago", then MM/DD/YYYY HH:mm. */
export function notificationTime(createdAt: string, now: Date = new Date()): string {
  const date = new Date(createdAt);
  const age = now.getTime() - date.getTime();
  if (Number.isNaN(age)) return '';
  // A clock a little ahead of the server's still reads "Just now".
  if (age < MINUTE_MS) return 'Just now';
  if (age < HOUR_MS) return RELATIVE.format(-Math.floor(age / MINUTE_MS), 'minute');
  if (age < DAY_MS) return RELATIVE.format(-Math.floor(age / HOUR_MS), 'hour');
  if (age < RELATIVE_LIMIT_MS) return RELATIVE.format(-Math.floor(age / DAY_MS), 'day');
  return formatManilaDateTime(date);
}
