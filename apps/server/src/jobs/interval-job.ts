import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/outage.ts';

/**
 * Runs a job now and then every `everyMs`, never two runs at once (docs/architecture.md#background-jobs).
 * A queue library such as pg-boss needs a PostgreSQL connection of its own, which the embedded
 * database cannot give, so the jobs are plain timers. They are safe on several instances: every change they make is conditional.
 */
export function startIntervalJob(options: {
  name: string;
  everyMs: number;
  log: FastifyBaseLogger;
  run: () => Promise<number>;
  /** What the log says when a run changed something. */
  report: string;
}): () => Promise<void> {
  let current: Promise<void> | null = null;
  let stopped = false;
  const run = async () => {
    try {
      const changed = await options.run();
      if (changed > 0) options.log.info({ changed }, options.report);
    } catch (error) {
      // An unreachable database is not the job's fault: the next run tries again.
      if (isDatabaseUnavailable(error))
        options.log.warn({ err: error }, `${options.name} skipped: the database is unreachable`);
      else options.log.error({ err: error }, `${options.name} failed`);
    } finally {
      current = null;
    }
  };
  const tick = () => {
    if (current || stopped) return;
    current = run();
  };
  const timer = setInterval(tick, options.everyMs);
  timer.unref();
  tick();
  // Resolves once a run under way has finished, so the database can be closed after it
  // (closing it under a running job failed with "Cannot use a pool after calling end").
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
