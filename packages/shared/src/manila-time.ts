// docs/architecture.md#money-and-dates: Manila keeps +08:00 all year (no daylight saving), so its
// calendar and clock are UTC's shifted by eight hours. Worked out here instead of with an
// Intl.DateTimeFormat in the Asia/Manila zone, whose first construction loads the browser's time-zone
// data: a public page paid that in its first long task (docs/decisions/007-delivering-bytes.md).

const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface ManilaParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The Manila calendar date and clock time of a moment. */
export function manilaParts(at: Date): ManilaParts {
  const shifted = new Date(at.getTime() + MANILA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** MM/DD/YYYY in Manila. */
export function manilaDateText(at: Date): string {
  const { year, month, day } = manilaParts(at);
  return `${two(month)}/${two(day)}/${year}`;
}

/**
 * MM/DD/YYYY in Manila of a timestamp as the API sends it, or '' when it cannot be read: a post's
 * publish date (docs/content.md#limits) and a review's date show the day only.
 */
export function manilaDateTextOf(value: string): string {
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? '' : manilaDateText(at);
}

/** MM/DD/YYYY HH:mm (24-hour) in Manila. */
export function manilaDateTimeText(at: Date): string {
  const { hour, minute } = manilaParts(at);
  return `${manilaDateText(at)} ${two(hour)}:${two(minute)}`;
}

/** YYYY-MM-DD in Manila. */
export function manilaIsoDate(at: Date): string {
  const { year, month, day } = manilaParts(at);
  return `${year}-${two(month)}-${two(day)}`;
}
