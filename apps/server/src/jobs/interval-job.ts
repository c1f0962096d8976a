import type { FastifyBaseLogger } from 'fastify';

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
}): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const changed = await options.run();
      if (changed > 0) options.log.info({ changed }, options.report);
    } catch (error) {
      options.log.error({ err: error }, `${options.name} failed`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.everyMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
