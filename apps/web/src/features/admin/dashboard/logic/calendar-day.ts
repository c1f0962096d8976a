// The server names Manila calendar days as YYYY-MM-DD; they read MM/DD/YYYY like every date of the shop
// (docs/architecture.md#money-and-dates), with the weekday, which is what the owner thinks in on a Monday morning.

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

/** '2026-11-16' -> 'Monday 11/16/2026'; anything else is shown as it came. */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  const weekday = WEEKDAY.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(date))));
  return `${weekday} ${month}/${date}/${year}`;
}
