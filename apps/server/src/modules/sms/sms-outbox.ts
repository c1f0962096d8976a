import { toMobileE164 } from '@fengshui/shared/phone';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { type SmsKind, smsOutbox, users } from '../../db/schema/index.ts';
import { type StatementPart, statementOf } from '../../db/statement-parts.ts';
import type { SmsProvider } from '../../integrations/sms/types.ts';
import { JobGiveUp, jobsInsert } from '../jobs/index.ts';
import { orderText } from './sms-texts.ts';

/** The order facts a text is written from (a row of `orders`). */
export interface OrderForText {
  id: number;
  userId: number;
  orderCode: string;
  paymentMethod: string;
  paymentStatus: string;
  totalCentavos: number;
}

/**
 * docs/orders-and-delivery.md#text-messages: where a customer's order texts go, their mobile number as
 * E.164, or null when they did not ask for texts (or have no mobile number). A fixed statement, prepared
 * once per connection (db/prepared.ts): order placement reads it before its transaction.
 */
export async function orderTextRecipient(db: DbOrTx, userId: number): Promise<string | null> {
  const [customer] = await prepared(db, 'sms_recipient', (on) =>
    on
      .select({ phone: users.phone, optIn: users.smsOptIn, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('sms_recipient'),
  ).execute({ userId });
  if (!customer?.optIn || customer.deletedAt) return null;
  return toMobileE164(customer.phone ?? '');
}

/**
 * docs/orders-and-delivery.md#text-messages: a text about a cash-on-delivery order, for a customer who
 * asked for them and has a mobile number. Written in the order flow's transaction with its `sms` job, so
 * it exists exactly when the step it tells of was committed; the worker sends it after, with retries.
 */
export async function queueOrderText(tx: DbOrTx, order: OrderForText, kind: SmsKind): Promise<void> {
  if (order.paymentMethod !== 'cod') return;
  const parts = orderTextParts(tx, await orderTextRecipient(tx, order.userId), order, kind, 'sms');
  if (parts.length > 0) await tx.execute(statementOf(parts));
}

/**
 * `queueOrderText`'s writes as parts of the caller's statement (db/statement-parts.ts), for a recipient
 * the caller read (`orderTextRecipient`): the text (named `name`) and its job, or nothing when no text
 * is due.
 */
export function orderTextParts(
  db: DbOrTx,
  to: string | null,
  order: OrderForText,
  kind: SmsKind,
  name: string,
): StatementPart[] {
  if (order.paymentMethod !== 'cod' || !to) return [];
  const text = orderText(kind, {
    orderCode: order.orderCode,
    totalCentavos: order.totalCentavos,
    cashDue: order.paymentStatus === 'cod_pending',
  });
  return [
    {
      name,
      write: db
        .insert(smsOutbox)
        .values({ to, text, kind, orderId: order.id })
        .returning({ id: smsOutbox.id }),
    },
    {
      name: `${name}_job`,
      write: jobsInsert(
        'sms',
        sql`select jsonb_build_object('smsId', written.id, 'orderId', ${order.id}::int) as payload
          from ${sql.identifier(name)} as written`,
      ),
    },
  ];
}

/**
 * The `sms` job: one outbox text to the gateway, marked sent with the gateway's message id, or its error
 * kept. A gateway that is down is tried again by the worker; a refused message (a number the network
 * does not know) never passes, so the job gives up at once.
 */
export async function deliverSms(db: DbOrTx, provider: SmsProvider, smsId: number): Promise<void> {
  const [sms] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, smsId));
  if (!sms || sms.sentAt) return;
  const result = await provider.send(sms.to, sms.text).catch((error: unknown) => ({
    ok: false as const,
    reason: 'unavailable' as const,
    message: error instanceof Error ? error.message : String(error),
  }));
  if (result.ok) {
    await db
      .update(smsOutbox)
      .set({
        sentAt: new Date(),
        providerMessageId: `${provider.name}:${result.messageId}`.slice(0, 100),
        error: null,
      })
      .where(eq(smsOutbox.id, smsId));
    return;
  }
  await db
    .update(smsOutbox)
    .set({ error: result.message.slice(0, 2000) })
    .where(eq(smsOutbox.id, smsId));
  if (result.reason === 'rejected') throw new JobGiveUp(result.message);
  throw new Error(result.message);
}

/** The admin's SMS outbox, newest first (docs/admin.md#sms-outbox). */
export function listSms(db: DbOrTx, limit: number) {
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(limit);
}
