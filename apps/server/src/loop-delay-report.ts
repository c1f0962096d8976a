import { createHistogram, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/**
 * What the parent asks, and what this process answers: its event-loop delay, CPU time and
 * garbage-collection pauses since the last ask.
 */
export interface LoopDelayAsk {
  type: 'loop-delay';
}
export interface LoopDelayAnswer {
  type: 'loop-delay';
  p50: number;
  p99: number;
  max: number;
  /**
   * CPU time used since the last ask, in milliseconds: by the main thread (the one that answers
   * requests), and by the whole process (the main thread, PGlite's worker, libuv's pool and the
   * garbage collector's helpers). A thread's CPU time counts its own work and not the time it waited
   * for a core, which latencies include.
   */
  cpuMs: { mainThread: number; process: number };
  /** The main thread's garbage-collection pauses since the last ask: their count, p99, longest and sum, in ms. */
  gc: { count: number; p99: number; max: number; totalMs: number };
}

// The histogram holds each sampling interval whole (the resolution included): the lag is what
// exceeds the resolution.
const RESOLUTION_MS = 5;
const ms = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - RESOLUTION_MS) * 10) / 10);
const cpuMs = (usage: NodeJS.CpuUsage) => Math.round((usage.user + usage.system) / 100) / 10;

/**
 * For the bench only (bench/server-process.ts): when this process was started with an IPC channel,
 * it answers `{ type: 'loop-delay' }` with its main thread's event-loop delay, the CPU time used and
 * the collector's pauses since the previous ask, so the bench can tell the server's own lag from its
 * load generator's, say what each answer cost the server, and why its thread was late. Nothing is
 * exposed over HTTP, and `npm start` (no IPC channel) runs no monitor.
 */
export function answerLoopDelayOverIpc(): void {
  if (!process.send || !process.channel) return;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  // Pauses in microseconds; a histogram keeps nothing but counts.
  const pauses = createHistogram();
  let pausedMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      pauses.record(Math.max(1, Math.round(entry.duration * 1000)));
      pausedMs += entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  let mainThreadSince = process.threadCpuUsage();
  let processSince = process.cpuUsage();
  process.on('message', (message: unknown) => {
    if ((message as Partial<LoopDelayAsk> | null)?.type !== 'loop-delay') return;
    const answer: LoopDelayAnswer = {
      type: 'loop-delay',
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      gc: {
        count: pauses.count,
        p99: pauses.count > 0 ? Math.round(pauses.percentile(99) / 100) / 10 : 0,
        max: pauses.count > 0 ? Math.round(pauses.max / 100) / 10 : 0,
        totalMs: Math.round(pausedMs),
      },
      cpuMs: {
        mainThread: cpuMs(process.threadCpuUsage(mainThreadSince)),
        process: cpuMs(process.cpuUsage(processSince)),
      },
    };
    histogram.reset();
    pauses.reset();
    pausedMs = 0;
    mainThreadSince = process.threadCpuUsage();
    processSince = process.cpuUsage();
    process.send?.(answer);
  });
  // The channel must not keep the process alive on its own (SIGTERM ends it as before).
  process.channel.unref();
}
