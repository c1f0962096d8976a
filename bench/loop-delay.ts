import { monitorEventLoopDelay } from 'node:perf_hooks';

/** A thread's event-loop delay over a stretch of time, in milliseconds. */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

// The histogram holds each sampling interval whole (the resolution included): the lag is what
// exceeds the resolution.
const RESOLUTION_MS = 5;
const ms = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - RESOLUTION_MS) * 10) / 10);

/**
 * This thread's event-loop delay (perf_hooks), read and restarted per row. A late timer here is a
 * response read late too: the bench's client-side latencies include it, so it is printed beside them.
 */
export function loopDelayMonitor() {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  return {
    reset: () => histogram.reset(),
    read: (): LoopDelay => ({
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    }),
  };
}
