import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

/** Manila's calendar day as YYMMDD: orders are dated where the shop is. */
export function manilaDay(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Manila',
    year: '2-digit',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('year')}${part('month')}${part('day')}`;
}

/**
 * The next readable order code, FS-YYMMDD-NNNNN. The day's counter is bumped by one atomic upsert,
 * so orders placed at the same moment never share a code.
 *
 * The upsert commits without waiting for its WAL flush (`synchronous_commit` off for that one
 * statement's transaction): every order of the day bumps this one row, and its lock is held until the
 * commit, so a flush-bound commit capped the whole shop at one order per disk flush
 * (docs/decisions/008-api-performance.md). Safe, because the WAL is written in order: the order that
 * uses the number commits durably after it, which flushes the bump too; a crash before that loses a
 * number nobody used.
 */
export async function nextOrderCode(db: DbOrTx, now = new Date()): Promise<string> {
  const day = manilaDay(now);
  const [row] = await queryRows<{ last_number: number }>(
    db,
    sql`insert into order_code_counters (day, last_number)
        select ${day}, 1 from (select set_config('synchronous_commit', 'off', true)) as quick_commit
        on conflict (day) do update set last_number = order_code_counters.last_number + 1
        returning last_number`,
  );
  return `FS-${day}-${String(row!.last_number).padStart(5, '0')}`;
}
