import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

/** What the worker knows how to do (job-handlers.ts); each names the system it talks to. */
export type JobKind =
  | 'mail.deliver'
  | 'courier.book'
  | 'courier.cancel'
  | 'payment.void'
  | 'sms'
  | 'push.deliver';

export const JOB_LABELS: Record<JobKind, string> = {
  'mail.deliver': 'Send an e-mail',
  'courier.book': 'Book the parcel with the courier',
  'courier.cancel': 'Cancel the courier booking',
  'payment.void': "Void the cancelled order's unpaid Dragonpay transaction",
  sms: 'Send a text message',
  'push.deliver': 'Send a push notification to a device',
};

let written = 0;

/**
 * How many jobs this process has written (committed or not): the worker is woken after a write request
 * only when this moved, so requests that enqueue nothing (adding to a cart) cost no look at the outbox.
 */
export function jobsWritten(): number {
  return written;
}

/**
 * Writes a side effect as a job, in the caller's transaction (docs/decisions/009-safe-side-effects.md):
 * it exists exactly when the state change that asked for it was committed, and the worker runs it
 * after the commit, with retries, so the customer's request never waits on a mail server or courier.
 */
export async function enqueueJob(
  db: DbOrTx,
  kind: JobKind,
  payload: Record<string, unknown>,
  options: { maxAttempts?: number } = {},
): Promise<number> {
  written += 1;
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}) })
    .returning({ id: jobs.id });
  return row!.id;
}

/**
 * `enqueueJob` as a part of the caller's statement (db/statement-parts.ts): one job for each row
 * `payloads` answers (its `payload` column), so a job can name a row another part of the same statement
 * writes, and a customer's devices are read by the statement that writes their jobs.
 */
export function jobsInsert(kind: JobKind, payloads: SQL, options: { maxAttempts?: number } = {}): SQL {
  written += 1;
  if (options.maxAttempts)
    return sql`insert into jobs (kind, payload, max_attempts)
      select ${kind}::varchar, to_send.payload, ${options.maxAttempts}::int from (${payloads}) as to_send`;
  return sql`insert into jobs (kind, payload) select ${kind}::varchar, to_send.payload from (${payloads}) as to_send`;
}

/** How long a finished job is kept for the owner to look back on before housekeeping removes it. */
export const FINISHED_JOB_DAYS = 14;

/** Removes jobs that finished more than FINISHED_JOB_DAYS ago, so the outbox does not grow for ever; failed ones stay. */
export async function forgetFinishedJobs(db: DbOrTx, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - FINISHED_JOB_DAYS * 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return removed.length;
}
