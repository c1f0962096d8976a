import { createHash } from 'node:crypto';
import { ORDER_MESSAGES } from '@fengshui/shared/orders';
import { and, eq, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueRefusal } from '../../db/database-errors.ts';
import type { LastWrite } from '../../db/pipelined-transaction.ts';
import { orderItems, orderRequestKeys, orders } from '../../db/schema/index.ts';
import { Conflict } from '../../domain/errors.ts';

/** docs/decisions/009-safe-side-effects.md: a key answers its order for a day, long enough for any retry. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The request the key was first used with, as a digest: the same key must come with the same body. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** A second request with a key already committed by another one (the first's answer is read instead). */
export class KeyAlreadyUsed extends Error {}

export interface PlacedOrder {
  order: typeof orders.$inferSelect;
  itemCount: number;
  /** True when the answer is the order an earlier request with the same key placed. */
  replayed: boolean;
}

/**
 * The order an unexpired key placed, or null; the same key with another body is a Conflict. A key
 * past its day is removed here, so that the order can take it again (`keyClaim`).
 */
export async function orderOfKey(
  db: DbOrTx,
  userId: number,
  key: string,
  hash: string,
  now: Date,
): Promise<PlacedOrder | null> {
  const mine = and(eq(orderRequestKeys.userId, userId), eq(orderRequestKeys.key, key));
  const [row] = await db
    .select({
      hash: orderRequestKeys.requestHash,
      orderId: orderRequestKeys.orderId,
      expiresAt: orderRequestKeys.expiresAt,
    })
    .from(orderRequestKeys)
    .where(mine);
  if (row && row.expiresAt <= now) {
    await db.delete(orderRequestKeys).where(and(mine, lte(orderRequestKeys.expiresAt, now)));
    return null;
  }
  if (!row || row.orderId === null) return null;
  if (row.hash !== hash) throw new Conflict(ORDER_MESSAGES.keyReused, undefined, 'IDEMPOTENCY_KEY_REUSED');
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
  if (!order) return null;
  const [items] = await db
    .select({ count: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  return { order, itemCount: items?.count ?? 0, replayed: true };
}

/**
 * Takes the key, the first of the order's last writes (db/pipelined-transaction.ts), before anything
 * else of the order is written or locked. A concurrent request with the same key waits here on the
 * primary key until the first commits (then the insert fails, and the request reads the first one's
 * order) or rolls back (then it goes ahead). A key past its day was removed by `orderOfKey`.
 */
export function keyClaim(tx: DbOrTx, userId: number, key: string, hash: string, now: Date): LastWrite {
  return {
    name: 'claim_key',
    statement: tx
      .insert(orderRequestKeys)
      .values({
        userId,
        key,
        requestHash: hash,
        orderId: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS),
      })
      .getSQL(),
    refusal: (error) =>
      isUniqueRefusal(error, 'order_request_keys_user_id_key_pk') ? new KeyAlreadyUsed() : undefined,
  };
}

/** The key's order, set by the statement that writes the order (a part of it, db/statement-parts.ts). */
export function orderAttachment(tx: DbOrTx, userId: number, key: string, orderId: number) {
  return tx
    .update(orderRequestKeys)
    .set({ orderId })
    .where(and(eq(orderRequestKeys.userId, userId), eq(orderRequestKeys.key, key)));
}

/** Keys past their day are removed now and then (the order itself stays). */
export async function forgetExpiredKeys(db: DbOrTx, now = new Date()): Promise<number> {
  const removed = await db
    .delete(orderRequestKeys)
    .where(lt(orderRequestKeys.expiresAt, now))
    .returning({ key: orderRequestKeys.key });
  return removed.length;
}
