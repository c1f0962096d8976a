import type { DbOrTx } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/types.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { sendOrderConfirmation } from './order-emails.ts';

export interface ConfirmEffects {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * The confirm flow's side effects (docs/orders-and-delivery.md#order-flows): a cash-on-delivery order
 * when placed, an online order when its payment arrives. The confirmation e-mail and the courier
 * booking are jobs of the confirming transaction; the worker runs them after the commit.
 */
export async function enqueueOrderConfirmed(tx: DbOrTx, effects: ConfirmEffects, orderId: number) {
  await sendOrderConfirmation(tx, effects.mailer, effects.publicUrl, orderId);
  await enqueueJob(tx, 'courier.book', { orderId });
}
