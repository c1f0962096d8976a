import { z } from 'zod';

/**
 * The years a date written by hand may name. PostgreSQL refuses year 0 (and ISO text allows it), so a
 * typo such as 0025 for 2025 would fail in the query instead of being refused with a message; nothing
 * the shop dates lies before 1900 or after 9999.
 */
export const DATE_YEARS = { min: 1900, max: 9999 } as const;

/** Whether a date (ISO text or a day) falls in the years the shop accepts. */
export function inDateYears(text: string): boolean {
  const year = Number(/^(\d{4})-/.exec(text)?.[1]);
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
}

/** An ISO date and time with its offset, in the years the shop accepts; `error` says what it must be. */
export function dateTimeField(error: string) {
  return z.iso.datetime({ offset: true, error }).refine(inDateYears, { error });
}
