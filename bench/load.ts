import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';

export interface Measured {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests: number;
}

export interface LoadTarget {
  /** Full URL of the first request (autocannon connects to its host). */
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Called before each request: its headers and body (a signed-in customer's, say). */
  next?: () => { path?: string; headers?: Record<string, string>; body?: string };
}

/** The latency at quantile `q` of sorted milliseconds, to 0.1 ms. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

export function summarise(latencies: number[], seconds: number, errors: number): Measured {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rps: sorted.length / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    errors,
    requests: sorted.length,
  };
}

/** Runs one target for `seconds` at `connections` and measures every response's latency itself. */
export async function measure(target: LoadTarget, connections: number, seconds: number): Promise<Measured> {
  const latencies: number[] = [];
  const started = performance.now();
  const instance = autocannon({
    url: target.url,
    connections,
    duration: seconds,
    method: target.method ?? 'GET',
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.next
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                const next = target.next!();
                return {
                  ...request,
                  ...(next.path ? { path: next.path } : {}),
                  ...(next.body === undefined ? {} : { body: next.body }),
                  headers: { ...request.headers, ...next.headers },
                };
              },
            },
          ],
        }
      : {}),
  });
  // autocannon's tracker emits (client, status, bytes, milliseconds); its typings leave out the client.
  (instance as unknown as EventEmitter).on('response', (_client, _status, _bytes, milliseconds: number) =>
    latencies.push(milliseconds),
  );
  const result = await instance;
  return summarise(latencies, elapsedSeconds(started, seconds), result.errors + result.non2xx);
}

/** A short warm-up (JIT, caches, pools) before a measured run. */
export async function warmUp(target: LoadTarget, connections: number, seconds: number) {
  await measure(target, connections, Math.min(2, seconds));
}

/** A short warm-up, then the measured run. */
export async function warmAndMeasure(target: LoadTarget, connections: number, seconds: number) {
  await warmUp(target, connections, seconds);
  return measure(target, connections, seconds);
}

/**
 * Load only, from a worker thread of its own (autocannon's `workers`): its requests, their sockets and
 * their answers never take a turn of this thread, so a probe measured here beside it is not held up
 * by the load generator's own event loop (docs/decisions/008-api-performance.md, eleventh pass).
 * Latencies are not kept, only what it got through a second; fixed requests only (a `next` would have
 * to be a file the worker loads).
 */
export async function loadFromWorker(
  target: LoadTarget,
  connections: number,
  seconds: number,
): Promise<{ rps: number; errors: number }> {
  if (target.next) throw new Error('loadFromWorker sends fixed requests only');
  const started = performance.now();
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    method: target.method ?? 'GET',
    workers: 1,
    ...(target.headers ? { headers: target.headers } : {}),
  });
  return {
    rps: result.requests.total / elapsedSeconds(started, seconds),
    errors: result.errors + result.non2xx,
  };
}

/** Seconds since `started`, never fewer than the run was asked for (a rate over the whole run). */
function elapsedSeconds(started: number, seconds: number): number {
  return Math.max(seconds, (performance.now() - started) / 1000);
}
