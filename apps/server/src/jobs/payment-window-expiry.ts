import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../integrations/mail/types.ts';
import { expireUnpaidOrders } from '../modules/orders/index.ts';
import { startIntervalJob } from './interval-job.ts';

/** Cancels unpaid online orders after the payment window, every five minutes. */
export function startPaymentWindowExpiry(deps: {
  db: Database;
  mailer: Mailer;
  windowHours: number;
  publicUrl: string;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  return startIntervalJob({
    name: 'payment window expiry',
    everyMs: 5 * 60 * 1000,
    log: deps.log,
    run: () => expireUnpaidOrders(deps.db, deps.mailer, deps),
    report: 'unpaid orders cancelled after the payment window',
  });
}
