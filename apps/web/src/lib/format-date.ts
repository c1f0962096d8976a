// docs/architecture.md#money-and-dates: dates read MM/DD/YYYY with a 24-hour time, Philippine time.
const FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatManilaDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    FORMAT.formatToParts(date).find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

const YEAR = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', year: 'numeric' });

/**
 * This year in the Philippines. The server and the shopper's browser may sit in other time zones; one
 * zone for both keeps a server-rendered page hydrating to the same text on New Year's Eve.
 */
export function manilaYear(now: Date = new Date()): number {
  return Number(YEAR.format(now));
}
