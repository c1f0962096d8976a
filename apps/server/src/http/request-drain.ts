import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/outage.ts';
import { sendDatabaseUnavailable } from './database-outage.ts';

/**
 * Fastify's own answer to a request arriving while the server closes is a bare 503 without
 * `Retry-After`, sent before any hook: turned off, so the drain below answers it instead.
 */
export const CLOSE_OPTIONS = { return503OnClosing: false } as const;

/**
 * On close, waits for the requests still being handled before the app counts as closed, so the
 * database is never closed under one (docs/architecture.md#when-the-database-is-down). Fastify's own
 * close waits for open connections, but a client that hung up (a load test ending, a shopper closing
 * the tab) leaves its handler running with no connection to wait for: it then met an ended pool with
 * "Cannot use a pool after calling end". A request counts from its first hook until its answer is
 * handed over (onSend), which comes after the handler, whatever became of the client.
 *
 * A request that arrives once closing has begun (on a connection still open) is not started: it gets
 * the 503 of docs/architecture.md#when-the-database-is-down, with `Retry-After` and
 * `Connection: close` so the client comes back on a new connection. Every other 503 the app sends
 * (the health check, a payment postback asked to come again) carries `Retry-After` too.
 * Needs Fastify built with CLOSE_OPTIONS, and to be registered first.
 */
export function registerRequestDrain(app: FastifyInstance, options: { timeoutMs?: number } = {}): void {
  const timeoutMs = options.timeoutMs ?? 8_000;
  const inFlight = new Set<FastifyRequest>();
  let settle: (() => void) | null = null;
  const finished = (request: FastifyRequest) => {
    if (inFlight.delete(request) && inFlight.size === 0) settle?.();
  };

  let closing = false;

  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (closing) {
      if (request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
      sendDatabaseUnavailable(request, reply);
      return;
    }
    inFlight.add(request);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    finished(request);
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
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
