import { manilaDateTimeText, manilaParts } from '@fengshui/shared/manila-time';

// docs/architecture.md#money-and-dates: dates read MM/DD/YYYY with a 24-hour time, Philippine time.
export function formatManilaDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : manilaDateTimeText(date);
}

/**
 * This year in the Philippines. The server and the shopper's browser may sit in other time zones; one
 * zone for both keeps a server-rendered page hydrating to the same text on New Year's Eve.
 */
export function manilaYear(now: Date = new Date()): number {
  return manilaParts(now).year;
}
