import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { Conflict, NotFound } from '../../domain/errors.ts';
import type { Logger } from '../../domain/logger.ts';
import type { Integrations } from '../../integrations/default-integrations.ts';
import { deliverMail } from '../../integrations/mail/mailer.ts';
import { CourierError } from '../../integrations/ninjavan/types.ts';
import { deliverPush } from '../notifications/index.ts';
import { bookCourier, CourierUnavailable } from '../orders/index.ts';
import { deliverSms } from '../sms/index.ts';
import { JobGiveUp, type JobHandlers } from './job-worker.ts';

const idOf = (payload: Record<string, unknown>, name: string): number => {
  const value = payload[name];
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new JobGiveUp(`The job has no ${name}`);
  return value;
};

/** What each job kind does; every handler may run again after a failure, so each is idempotent. */
export function createJobHandlers(
  deps: Integrations & { db: Database; config: Config; log?: Logger | undefined },
): JobHandlers {
  const orderDeps = { ...deps, log: deps.log };
  return {
    'mail.deliver': (payload) =>
      deliverMail(deps.db, deps.mailTransport, deps.config.mailFrom, idOf(payload, 'mailId')),

    sms: (payload) => deliverSms(deps.db, deps.sms, idOf(payload, 'smsId')),

    // docs/orders-and-delivery.md#courier-bookings: an order already booked or no longer bookable is done;
    // a courier that does not answer is tried again.
    'courier.book': async (payload) => {
      try {
        await bookCourier(orderDeps, idOf(payload, 'orderId'), 'system');
      } catch (error) {
        if (error instanceof CourierUnavailable) throw error;
        if (error instanceof NotFound) throw new JobGiveUp(error.message);
        if (error instanceof Conflict) return;
        throw error;
      }
    },

    'courier.cancel': async (payload) => {
      const trackingNumber = payload.trackingNumber;
      if (typeof trackingNumber !== 'string' || trackingNumber === '')
        throw new JobGiveUp('The job has no tracking number');
      try {
        await deps.courier.cancelOrder(trackingNumber);
      } catch (error) {
        if (error instanceof CourierError)
          throw new Error(`The courier refused or did not answer: ${error.message}`);
        throw error;
      }
    },

    // docs/integrations/dragonpay.md#cancelled-orders: a cancelled order's unpaid transaction is voided, so
    // it cannot be paid at a counter afterwards. A refusal is the end when the gateway says the
    // transaction is settled (paid meanwhile: that postback flags the refund); otherwise it is tried again.
    'payment.void': async (payload) => {
      const txnId = payload.txnId;
      if (typeof txnId !== 'string' || txnId === '') throw new JobGiveUp('The job has no transaction id');
      if (await deps.payments.voidTransaction(txnId)) return;
      const status = await deps.payments.queryStatus(txnId);
      if (status === 'V' || status === 'S' || status === 'F') return;
      throw new Error(`Dragonpay refused to void the transaction (its status: ${status ?? 'unknown'})`);
    },

    // docs/integrations/web-push.md#delivery: a device the push service forgot is removed, other failures retried.
    'push.deliver': (payload) => {
      const text = (name: string) => {
        const value = payload[name];
        if (typeof value !== 'string') throw new JobGiveUp(`The job has no ${name}`);
        return value;
      };
      return deliverPush(deps.db, deps.push, idOf(payload, 'subscriptionId'), {
        title: text('title'),
        body: text('body'),
        url: text('url'),
      });
    },
  };
}
