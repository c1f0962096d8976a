import { randomBytes } from 'node:crypto';
import { centavosToPesos } from '@fengshui/shared/money';
import { PAYMENT_MESSAGES, type PaymentRequestInput } from '@fengshui/shared/payments';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/index.ts';
import { BadRequest, Conflict, NotFound } from '../../domain/errors.ts';
import type { Logger } from '../../domain/logger.ts';
import { signSandboxCallback } from '../../integrations/dragonpay/sandbox.ts';
import type { CallbackParams, PaymentProvider } from '../../integrations/dragonpay/types.ts';
import type { Mailer } from '../../integrations/mail/types.ts';
import {
  type ApplyOutcome,
  confirmPayment,
  type PaymentResult,
  recordRefusedPostback,
} from '../orders/index.ts';
import { checkPostbackAmount } from './postback-amount.ts';

export interface PaymentDeps {
  db: Database;
  payments: PaymentProvider;
  mailer: Mailer;
  config: { paymentWindowHours: number; sandboxPaymentSecret: string; publicUrl: string };
}

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;

/** The customer's own order with its latest payment; someone else's order is "not found". */
async function ownOrder(db: Database, userId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new NotFound(PAYMENT_MESSAGES.orderNotFound, 'ORDER_NOT_FOUND');
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.id))
    .limit(1);
  return { order, payment: payment ?? null };
}

function paymentDeadline(order: OrderRow, windowHours: number): Date {
  return new Date(order.createdAt.getTime() + windowHours * HOUR_MS);
}

function gatewayUrl(provider: PaymentProvider, order: OrderRow, payment: PaymentRow, email?: string) {
  return provider.paymentUrl({
    txnId: payment.txnId,
    amount: centavosToPesos(payment.amountCentavos),
    description: `Order ${order.orderCode}`,
    email: email ?? order.email,
    param1: String(order.id),
  });
}

/** POST /transactions/payment: the gateway URL of an order that awaits online payment. */
export async function requestPayment(deps: PaymentDeps, userId: number, input: PaymentRequestInput) {
  const { order, payment } = await ownOrder(deps.db, userId, input.order_id);
  if (order.paymentMethod !== 'dragonpay' || input.payment_method !== 'dragonpay')
    throw new Conflict(PAYMENT_MESSAGES.codNoGateway, undefined, 'NOT_ONLINE_PAYMENT');
  if (order.paymentStatus === 'paid')
    throw new Conflict(PAYMENT_MESSAGES.alreadyPaid, undefined, 'ALREADY_PAID');
  if (order.status !== 'pending_payment' || !payment || payment.status !== 'pending')
    throw new Conflict(PAYMENT_MESSAGES.notAwaitingPayment, undefined, 'NOT_AWAITING_PAYMENT');
  if (Date.now() >= paymentDeadline(order, deps.config.paymentWindowHours).getTime())
    throw new Conflict(PAYMENT_MESSAGES.windowExpired, undefined, 'PAYMENT_WINDOW_EXPIRED');
  return gatewayUrl(deps.payments, order, payment, input.payment_details.email);
}

/** GET /transactions/payment-url/:orderId: continue an unfinished payment within its window. */
export async function paymentUrlStatus(deps: PaymentDeps, userId: number, orderId: number) {
  const { order, payment } = await ownOrder(deps.db, userId, orderId);
  if (order.paymentMethod !== 'dragonpay')
    throw new Conflict(PAYMENT_MESSAGES.codNoGateway, undefined, 'NOT_ONLINE_PAYMENT');
  const completed = payment?.status === 'paid' || order.paymentStatus === 'paid';
  const remainingMs = paymentDeadline(order, deps.config.paymentWindowHours).getTime() - Date.now();
  const expired = !completed && (remainingMs <= 0 || order.status !== 'pending_payment');
  const hoursRemaining = completed || expired ? 0 : Math.ceil(remainingMs / HOUR_MS);
  const open = !completed && !expired && payment?.status === 'pending';
  return {
    success: open,
    payment_url: open && payment ? gatewayUrl(deps.payments, order, payment) : null,
    hours_remaining: hoursRemaining,
    expired,
    completed,
    message: completed
      ? PAYMENT_MESSAGES.alreadyPaid
      : expired
        ? PAYMENT_MESSAGES.windowExpired
        : open
          ? `Please complete your payment within ${hoursRemaining} hour${hoursRemaining === 1 ? '' : 's'}.`
          : PAYMENT_MESSAGES.notAwaitingPayment,
  };
}

/** GET /transactions/verify: the stored outcome of a transaction (the query's status is not trusted). */
export async function verifyTransaction(deps: PaymentDeps, userId: number, txnId: string | undefined) {
  if (!txnId) throw new BadRequest(PAYMENT_MESSAGES.missingTransaction, undefined, 'MISSING_TRANSACTION');
  const [row] = await deps.db
    .select({ order: orders, payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.txnId, txnId), eq(orders.userId, userId)));
  if (!row) throw new NotFound(PAYMENT_MESSAGES.transactionNotFound, 'TRANSACTION_NOT_FOUND');
  const { order, payment } = row;
  const status: 'success' | 'pending' | 'failed' =
    payment.status === 'paid' ? 'success' : payment.status === 'pending' ? 'pending' : 'failed';
  const total = centavosToPesos(order.totalCentavos);
  return {
    order: {
      order_code: order.orderCode,
      order_id: order.id,
      total_price: total,
      total_amount: total,
      tracking_number: order.trackingNumber,
    },
    status,
    message:
      payment.status === 'refund_due'
        ? PAYMENT_MESSAGES.refundDue
        : status === 'success'
          ? PAYMENT_MESSAGES.success
          : status === 'pending'
            ? PAYMENT_MESSAGES.pending
            : PAYMENT_MESSAGES.failed,
  };
}

/**
 * What a postback comes to: `accepted` (answered `result=OK`), `refused` (a bad digest, amount or
 * currency) or `retry` (the gateway's status inquiry failed, so Dragonpay should send it again). The
 * route turns it into the HTTP answer; `body` is the text Dragonpay reads.
 */
export interface CallbackAnswer {
  verdict: 'accepted' | 'refused' | 'retry';
  body: string;
  outcome?: ApplyOutcome;
}

/**
 * A postback (or the sandbox's in-process one): digest, known transaction, amount, then the result
 * applied idempotently. A valid postback is always answered `result=OK`, duplicates and late ones too.
 */
export async function handleCallback(
  deps: PaymentDeps,
  params: CallbackParams,
  log: Logger,
): Promise<CallbackAnswer> {
  const callback = await deps.payments.verifyCallback(params);
  if (!callback.valid) {
    log.warn(
      { txnid: params.txnid, status: params.status },
      'payment postback refused: digest or signature mismatch',
    );
    return { verdict: 'refused', body: 'result=FAIL_DIGEST' };
  }
  const [payment] = await deps.db.select().from(payments).where(eq(payments.txnId, callback.txnId));
  if (!payment) {
    log.warn({ txnid: callback.txnId }, 'payment postback for an unknown transaction');
    return { verdict: 'accepted', body: 'result=OK', outcome: 'unknown_transaction' };
  }
  const refusal = checkPostbackAmount(params, payment.amountCentavos);
  if (refusal) {
    log.warn(
      { txnid: callback.txnId, amount: params.amount, ccy: params.ccy, reason: refusal.reason },
      'payment postback refused: amount or currency',
    );
    await recordRefusedPostback(deps.db, payment.orderId, callback.refNo, refusal.reason);
    return { verdict: 'refused', body: refusal.body };
  }
  let status = callback.status;
  if (status === 'S' && deps.payments.confirmsWithInquiry) {
    // docs/integrations/dragonpay.md#hardening: ask the gateway itself before marking an order paid.
    const confirmed = await deps.payments.queryStatus(callback.txnId);
    if (confirmed === null) {
      log.warn({ txnid: callback.txnId }, 'payment postback not confirmed: status inquiry failed');
      return { verdict: 'retry', body: 'result=RETRY' };
    }
    if (confirmed !== 'S')
      log.warn({ txnid: callback.txnId, confirmed }, 'payment postback said S, the status inquiry did not');
    status = confirmed;
  }
  const outcome = await applyAndConfirm(deps, {
    txnId: callback.txnId,
    refNo: callback.refNo,
    status,
    message: callback.message,
    actor: 'dragonpay',
  });
  if (outcome === 'refund_due')
    log.warn({ txnid: callback.txnId }, 'payment received for an order no longer awaiting it: refund due');
  return { verdict: 'accepted', body: 'result=OK', outcome };
}

/** Applies a gateway result through the confirm flow (docs/orders-and-delivery.md#order-flows). */
function applyAndConfirm(deps: PaymentDeps, result: PaymentResult): Promise<ApplyOutcome> {
  return confirmPayment({ db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl }, result);
}

/** POST /transactions/trigger-payment-check: asks the gateway about the customer's awaited payments. */
export async function checkPendingPayments(deps: PaymentDeps, userId: number): Promise<number> {
  const pending = await deps.db
    .select({ txnId: payments.txnId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.userId, userId), eq(payments.method, 'dragonpay'), eq(payments.status, 'pending')))
    .orderBy(desc(payments.id))
    .limit(20);
  let updated = 0;
  for (const { txnId } of pending) {
    const status = await deps.payments.queryStatus(txnId);
    if (status !== 'S' && status !== 'F') continue;
    const outcome = await applyAndConfirm(deps, {
      txnId,
      refNo: '',
      status,
      message: 'Status inquiry',
      actor: 'dragonpay',
    });
    if (outcome !== 'unchanged' && outcome !== 'unknown_transaction') updated += 1;
  }
  return updated;
}

/**
 * GET /api/payment-sandbox/:txnid: what the sandbox gateway page shows. Only the order's own customer
 * may see or complete it: the sandbox can mark an order paid without money, so it is never open to
 * whoever guesses a transaction id.
 */
export async function sandboxTransaction(deps: PaymentDeps, userId: number, txnId: string) {
  const [row] = await deps.db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.txnId, txnId), eq(payments.method, 'dragonpay'), eq(orders.userId, userId)));
  if (!row) throw new NotFound(PAYMENT_MESSAGES.transactionNotFound, 'TRANSACTION_NOT_FOUND');
  return {
    txnid: row.payment.txnId,
    amount: centavosToPesos(row.payment.amountCentavos),
    description: `Order ${row.order.orderCode}`,
    email: row.order.email,
  };
}

const SANDBOX_MESSAGES = {
  S: 'Payment successful (sandbox)',
  P: 'Payment pending (sandbox)',
  F: 'Payment failed (sandbox)',
} as const;

/**
 * POST /api/payment-sandbox/:txnid/complete: the sandbox gateway sends its signed postback (in process)
 * and answers the browser redirect Dragonpay would send to the return URL.
 */
export async function completeSandboxPayment(
  deps: PaymentDeps,
  userId: number,
  txnId: string,
  status: 'S' | 'P' | 'F',
  log: Logger,
) {
  const transaction = await sandboxTransaction(deps, userId, txnId);
  const values = {
    txnId: transaction.txnid,
    refNo: `SBX${randomBytes(5).toString('hex').toUpperCase()}`,
    status,
    message: SANDBOX_MESSAGES[status],
  };
  const digest = signSandboxCallback(deps.config.sandboxPaymentSecret, values);
  const params = {
    txnid: values.txnId,
    refno: values.refNo,
    status,
    message: values.message,
    digest,
    amount: transaction.amount.toFixed(2),
    ccy: 'PHP',
  };
  const answer = await handleCallback(deps, params, log);
  if (answer.verdict !== 'accepted') throw new Conflict('The sandbox postback was refused', answer.body);
  const query = new URLSearchParams({
    txnid: params.txnid,
    refno: params.refno,
    status,
    message: params.message,
    digest,
  });
  return { return_url: `/transaction-complete?${query.toString()}` };
}
