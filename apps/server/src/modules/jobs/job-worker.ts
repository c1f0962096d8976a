import { and, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { Logger } from '../../domain/logger.ts';
import { type JobKind, jobsWritten } from './job-queue.ts';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;
export type JobHandlers = Record<JobKind, JobHandler>;

/** A failure that trying again cannot mend (the order is gone): the job fails at once. */
export class JobGiveUp extends Error {}

/** docs/decisions/009-safe-side-effects.md: 30 s, 1 min, 2 min, … doubling, at most 6 hours apart. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 6 * 60 * 60 * 1000);
}

interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export interface JobWorker {
  /** Runs every job due at `now` (claimed in batches) and answers how many ran; tests call it directly. */
  runDueJobs(now?: Date): Promise<number>;
  /** Looks for due jobs every `everyMs` until stopped. */
  start(everyMs: number): void;
  /** Asks a started worker to look now if this process wrote a job since its last look. */
  wake(): void;
  stop(): Promise<void>;
}

const LEASE_MS = 5 * 60 * 1000;
const BATCH = 10;

/**
 * The outbox's worker. A claim is one statement: due jobs are picked with FOR UPDATE SKIP LOCKED and
 * marked running with a lease, so several instances on one PostgreSQL never take the same job, and
 * a job whose worker died is taken again when its lease ends. The job itself runs outside any
 * transaction; its outcome is written afterwards.
 */
export function createJobWorker(deps: {
  db: Database;
  handlers: JobHandlers;
  log?: Logger | undefined;
}): JobWorker {
  const { db, handlers, log } = deps;

  // Without a given moment, "due" is the database's own clock: a job written a microsecond ago is due,
  // where a JavaScript Date (whole milliseconds) could still be just before its run_at.
  const claim = (now: Date | undefined) => {
    const at = now ? sql`${now.toISOString()}::timestamptz` : sql`clock_timestamp()`;
    return queryRows<ClaimedJob>(
      db,
      sql`update ${jobs} set status = 'running', attempts = attempts + 1,
        locked_until = ${at} + ${`${LEASE_MS} milliseconds`}::interval, updated_at = now()
        where id in (
          select id from ${jobs}
          where (status = 'pending' and run_at <= ${at})
             or (status = 'running' and locked_until < ${at})
          order by run_at, id
          limit ${BATCH}
          for update skip locked)
        returning id, kind, payload, attempts, max_attempts`,
    );
  };

  // A batch's jobs run one after another under one lease: before each, its lease starts again, and a
  // job whose lease ran out meanwhile (taken again by another instance: its attempts moved on) is left
  // to that instance rather than run twice, a text sent and paid for twice.
  const renewLease = async (job: ClaimedJob, now: Date | undefined) => {
    const at = now ? sql`${now.toISOString()}::timestamptz` : sql`clock_timestamp()`;
    const kept = await queryRows<{ id: number }>(
      db,
      sql`update ${jobs} set locked_until = ${at} + ${`${LEASE_MS} milliseconds`}::interval
        where id = ${job.id} and status = 'running' and attempts = ${job.attempts}
        returning id`,
    );
    return kept.length > 0;
  };

  // The outcome is written only while the job is still this run's (the same attempt).
  const stillOurs = (job: ClaimedJob) =>
    and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

  async function runOne(job: ClaimedJob, now: Date): Promise<void> {
    const handler = handlers[job.kind as JobKind];
    try {
      if (!handler) throw new JobGiveUp(`No handler for jobs of kind ${job.kind}`);
      await handler(job.payload);
      await db
        .update(jobs)
        .set({
          status: 'done',
          lockedUntil: null,
          lastError: null,
          finishedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(stillOurs(job));
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const final = error instanceof JobGiveUp || job.attempts >= job.max_attempts;
      await db
        .update(jobs)
        .set({
          status: final ? 'failed' : 'pending',
          lastError: message,
          lockedUntil: null,
          runAt: final ? undefined : new Date(now.getTime() + backoffMs(job.attempts)),
          finishedAt: final ? new Date() : null,
          updatedAt: new Date(),
        })
        .where(stillOurs(job));
      log?.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, err: error },
        final ? 'job failed for good; retry it from the admin' : 'job failed; it will be retried',
      );
    }
  }

  // Set by stop(): the batch in hand finishes and no further one is claimed, so a backlog (thousands of
  // orders' e-mails) never holds up a shutdown; what is left stays due for the next start.
  let stopping = false;

  async function drain(now: Date | undefined, stopped: () => boolean): Promise<number> {
    let ran = 0;
    for (;;) {
      if (stopped()) return ran;
      const batch = await claim(now);
      if (batch.length === 0) return ran;
      // In the order they were written (an update's RETURNING keeps no order of its own).
      batch.sort((a, b) => a.id - b.id);
      for (const [index, job] of batch.entries()) {
        // The first job's lease is the claim's own, just written.
        if (index > 0 && !(await renewLease(job, now))) continue;
        await runOne(job, now ?? new Date());
        ran += 1;
      }
    }
  }

  let timer: NodeJS.Timeout | null = null;
  let seenWritten = -1;
  let current: Promise<void> | null = null;
  let again = false;
  const tick = () => {
    if (current) {
      again = true;
      return;
    }
    seenWritten = jobsWritten();
    current = drain(undefined, () => stopping)
      .then(() => undefined)
      .catch((error: unknown) => log?.error({ err: error }, 'job worker run failed'))
      .finally(() => {
        current = null;
        if (again && timer) {
          again = false;
          tick();
        }
      });
  };

  return {
    runDueJobs: (now) => drain(now, () => false),
    start(everyMs) {
      if (timer || everyMs <= 0) return;
      timer = setInterval(tick, everyMs);
      timer.unref();
      tick();
    },
    wake() {
      if (timer && jobsWritten() !== seenWritten) setImmediate(tick);
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await current;
    },
  };
}
