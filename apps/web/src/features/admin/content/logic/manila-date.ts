// Dates are entered and shown in Philippine time (docs/architecture.md#money-and-dates), which has no daylight saving: +08:00.
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An instant as the value of a datetime-local input in Manila time ("2025-03-01T09:30"). */
export function toManilaInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + MANILA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Manila time, as the ISO date-time the API takes; '' stays null. */
export function fromManilaInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  return `${value}:00+08:00`;
}

/** Now, as a datetime-local value in Manila time. */
export function manilaNowInput(now = Date.now()): string {
  return toManilaInput(new Date(now).toISOString());
}
