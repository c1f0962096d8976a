import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

/** What the worker knows how to do (job-handlers.ts); each names the system it talks to. */
export type JobKind = 'mail.deliver' | 'courier.book' | 'courier.cancel';

export const JOB_LABELS: Record<JobKind, string> = {
  'mail.deliver': 'Send an e-mail',
  'courier.book': 'Book the parcel with the courier',
  'courier.cancel': 'Cancel the courier booking',
};

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
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}) })
    .returning({ id: jobs.id });
  return row!.id;
}
