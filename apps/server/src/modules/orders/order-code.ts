import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';

// Made once: making a formatter (its time zone's rules loaded) was 5% of the server's thread while
// placing orders (docs/decisions/008-api-performance.md, twelfth pass).
const manilaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Manila',
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
});

/** Manila's calendar day as YYMMDD: orders are dated where the shop is. */
export function manilaDay(now: Date): string {
  const parts = manilaDate.formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('year')}${part('month')}${part('day')}`;
}

/**
 * The next readable order code, FS-YYMMDD-NNNNN, and the id the order will have, taken together before
 * the order's transaction: with its id known, the order and every row that names it are written in one
 * statement (docs/decisions/008-api-performance.md). The day's counter is bumped by one atomic upsert,
 * so orders placed at the same moment never share a code; the id comes from the orders' own sequence.
 * A refused order leaves a gap in both; they stay unique.
 *
 * The upsert commits without waiting for its WAL flush (`synchronous_commit` off for that one
 * statement's transaction): every order of the day bumps this one row, and its lock is held until the
 * commit, so a flush-bound commit capped the whole shop at one order per disk flush
 * (docs/decisions/008-api-performance.md). Safe, because the WAL is written in order: the order that
 * uses the number commits durably after it, which flushes the bump too; a crash before that loses a
 * number nobody used. The text is fixed: a named prepared statement (db/prepared.ts).
 */
export async function nextOrderNumbers(db: DbOrTx, now = new Date()): Promise<{ id: number; code: string }> {
  const day = manilaDay(now);
  const [row] = await preparedSql<{ last_number: number; order_id: number }>(
    db,
    'next_order_numbers',
    sql`insert into order_code_counters (day, last_number)
        select ${sql.placeholder('day')}, 1 from (select set_config('synchronous_commit', 'off', true)) as quick_commit
        on conflict (day) do update set last_number = order_code_counters.last_number + 1
        returning last_number, nextval(pg_get_serial_sequence('orders', 'id'))::int as order_id`,
  ).execute({ day });
  return { id: row!.order_id, code: `FS-${day}-${String(row!.last_number).padStart(5, '0')}` };
}

/** The next order code alone, for orders written without placing them (the seed's factories). */
export async function nextOrderCode(db: DbOrTx, now = new Date()): Promise<string> {
  return (await nextOrderNumbers(db, now)).code;
}
