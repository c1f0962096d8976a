// The date format moved to lib so the order pages share it; re-exported for the admin's imports.
export { formatManilaDateTime } from '../../../lib/format-date.ts';

/** The outbox newest first, whatever order it arrived in (same time: higher id first). */
export function newestFirst<T extends { id: number; created_at: string }>(messages: readonly T[]): T[] {
  const time = (value: string) => {
    const ms = new Date(value).getTime();
    return Number.isNaN(ms) ? 0 : ms;
  };
  return [...messages].sort((a, b) => time(b.created_at) - time(a.created_at) || b.id - a.id);
}
