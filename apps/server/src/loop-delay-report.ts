import { monitorEventLoopDelay } from 'node:perf_hooks';

/** What the parent asks, and what this process answers: its event-loop delay since the last ask. */
export interface LoopDelayAsk {
  type: 'loop-delay';
}
export interface LoopDelayAnswer {
  type: 'loop-delay';
  p50: number;
  p99: number;
  max: number;
}

// The histogram holds each sampling interval whole (the resolution included): the lag is what
// exceeds the resolution.
const RESOLUTION_MS = 5;
const ms = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - RESOLUTION_MS) * 10) / 10);

/**
 * For the bench only (bench/server-process.ts): when this process was started with an IPC channel,
 * it answers `{ type: 'loop-delay' }` with its main thread's event-loop delay since the previous ask,
 * so the bench can tell the server's own lag from its load generator's. Nothing is exposed over HTTP,
 * and `npm start` (no IPC channel) runs no monitor.
 */
export function answerLoopDelayOverIpc(): void {
  if (!process.send || !process.channel) return;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  process.on('message', (message: unknown) => {
    if ((message as Partial<LoopDelayAsk> | null)?.type !== 'loop-delay') return;
    const answer: LoopDelayAnswer = {
      type: 'loop-delay',
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    };
    histogram.reset();
    process.send?.(answer);
  });
  // The channel must not keep the process alive on its own (SIGTERM ends it as before).
  process.channel.unref();
}
