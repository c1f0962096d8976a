import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * On close, waits for the requests still being handled before the app counts as closed, so the
 * database is never closed under one (docs/architecture.md#when-the-database-is-down). Fastify's own
 * close waits for open connections, but a client that hung up (a load test ending, a shopper closing
 * the tab) leaves its handler running with no connection to wait for: it then met an ended pool with
 * "Cannot use a pool after calling end". A request counts from its first hook until its answer is
 * handed over (onSend), which comes after the handler, whatever became of the client.
 */
export function registerRequestDrain(app: FastifyInstance, options: { timeoutMs?: number } = {}): void {
  const timeoutMs = options.timeoutMs ?? 8_000;
  const inFlight = new Set<FastifyRequest>();
  let settle: (() => void) | null = null;
  const finished = (request: FastifyRequest) => {
    if (inFlight.delete(request) && inFlight.size === 0) settle?.();
  };

  app.addHook('onRequest', (request, _reply, done) => {
    inFlight.add(request);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    finished(request);
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    if (inFlight.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      settle = resolve;
      // A handler that never ends must not hold the shutdown forever.
      timer = setTimeout(resolve, timeoutMs);
    });
    clearTimeout(timer);
    if (inFlight.size > 0) app.log.warn({ requests: inFlight.size }, 'closing with requests still running');
  });
}
