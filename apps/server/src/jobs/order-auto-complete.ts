import type { FastifyBaseLogger } from 'fastify';
import type { OrderDeps } from '../modules/orders/index.ts';
import { completeDeliveredOrders } from '../modules/orders/index.ts';
import { startIntervalJob } from './interval-job.ts';

/** Completes delivered orders whose return window has passed, every hour. */
export function startOrderAutoComplete(deps: OrderDeps & { log: FastifyBaseLogger }): () => Promise<void> {
  return startIntervalJob({
    name: 'order auto-completion',
    everyMs: 60 * 60 * 1000,
    log: deps.log,
    run: () => completeDeliveredOrders(deps),
    report: 'delivered orders completed after the return window',
  });
}
