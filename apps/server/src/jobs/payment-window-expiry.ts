import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../integrations/mail/types.ts';
import { expireUnpaidOrders } from '../modules/payments/payment-expiry.ts';

const EVERY_MS = 5 * 60 * 1000;

/**
 * Runs the payment-window expiry every five minutes. DESIGN.md names pg-boss for jobs; it needs a
 * PostgreSQL connection of its own, which the embedded database cannot give, so this is a plain
 * timer. It is safe on several instances: each expiry is a conditional update.
 */
export function startPaymentWindowExpiry(deps: {
  db: Database;
  mailer: Mailer;
  windowHours: number;
  publicUrl: string;
  log: FastifyBaseLogger;
}): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const expired = await expireUnpaidOrders(deps.db, deps.mailer, deps);
      if (expired > 0) deps.log.info({ expired }, 'unpaid orders cancelled after the payment window');
    } catch (error) {
      deps.log.error({ err: error }, 'payment window expiry failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
