import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { startIntervalJob } from './interval-job.ts';

const logger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('an interval job', () => {
  it('stops only once the run under way has finished, so the database can close after it', async () => {
    let finish!: (changed: number) => void;
    const run = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const log = logger();
    const stop = startIntervalJob({
      name: 'test job',
      everyMs: 60_000,
      log: log as unknown as FastifyBaseLogger,
      run,
      report: 'changed',
    });
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish(2);
    await stopping;
    expect(stopped).toBe(true);
    expect(log.info).toHaveBeenCalledWith({ changed: 2 }, 'changed');
  });

  it('takes an unreachable database as a skipped run (a warning), and anything else as a failure', async () => {
    vi.useFakeTimers();
    try {
      const failures = [
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
        new TypeError('a bug'),
      ];
      const log = logger();
      const stop = startIntervalJob({
        name: 'test job',
        everyMs: 1_000,
        log: log as unknown as FastifyBaseLogger,
        run: () => Promise.reject(failures.shift()),
        report: 'changed',
      });
      await vi.advanceTimersByTimeAsync(1_000);
      await stop();
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.objectContaining({ code: 'ECONNREFUSED' }) }),
        'test job skipped: the database is unreachable',
      );
      expect(log.error).toHaveBeenCalledWith({ err: expect.any(TypeError) }, 'test job failed');
    } finally {
      vi.useRealTimers();
    }
  });
});
