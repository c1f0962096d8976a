import type { PushDevice, PushSubscribeBody } from '@fengshui/shared/web-push';
import { PUSH_MESSAGES } from '@fengshui/shared/web-push';
import { and, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { BadRequest, NotFound } from '../../domain/errors.ts';
import type { PushMessage, PushSender } from '../../integrations/web-push/types.ts';
import { jobsInsert } from '../jobs/index.ts';

/** docs/accounts.md#push-notifications: the newest devices an account keeps; an older one makes room. */
export const MAX_PUSH_DEVICES = 10;

/** Each push is worth little once it is late: a few tries over about a quarter of an hour. */
const PUSH_ATTEMPTS = 5;

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

const toDevice = (row: typeof pushSubscriptions.$inferSelect): PushDevice => ({
  id: row.id,
  device_label: row.deviceLabel,
  created_at: row.createdAt.toISOString(),
  last_success_at: row.lastSuccessAt?.toISOString() ?? null,
});

/**
 * Stores this device's subscription for the customer. The endpoint is the device's: subscribing again
 * renews its keys, and a device another account had used becomes this one's (the last to sign in on it).
 * Push services are https: only; a loopback http: endpoint is admitted outside production for the tests.
 */
export async function subscribeDevice(
  db: DbOrTx,
  userId: number,
  body: PushSubscribeBody,
  options: { label: string; production: boolean },
): Promise<PushDevice> {
  const url = new URL(body.endpoint);
  if (url.protocol !== 'https:' && (options.production || !isLoopback(url)))
    throw new BadRequest(PUSH_MESSAGES.insecureEndpoint);
  const values = {
    userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    deviceLabel: options.label.slice(0, 120),
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, createdAt: sql`now()`, lastSuccessAt: null },
    })
    .returning();
  const keep = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_PUSH_DEVICES);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
  return toDevice(row!);
}

/** The customer's devices, newest first. */
export async function listDevices(db: DbOrTx, userId: number): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return rows.map(toDevice);
}

/** Removes one of the customer's devices; someone else's id is not found. */
export async function removeDevice(db: DbOrTx, userId: number, id: number): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new NotFound(PUSH_MESSAGES.deviceNotFound);
}

/**
 * docs/integrations/web-push.md#when-a-push-is-sent: one `push.deliver` job per device of the customer,
 * written in the caller's transaction beside the in-app notification, so a rolled-back change pushes
 * nothing and a committed one cannot lose its push. A part of the caller's statement
 * (db/statement-parts.ts): the devices are read by the statement that writes their jobs.
 */
export function pushesInsert(userId: number, message: PushMessage): SQL {
  return jobsInsert(
    'push.deliver',
    sql`select jsonb_build_object('subscriptionId', device.id, 'title', ${message.title}::text,
        'body', ${message.body}::text, 'url', ${message.url}::text) as payload
      from ${pushSubscriptions} as device where device.user_id = ${userId}`,
    { maxAttempts: PUSH_ATTEMPTS },
  );
}

/**
 * The job: sends the message to the device. A device removed since is done; one the push service no
 * longer knows (404, 410) is removed; any other failure throws and the worker tries again.
 */
export async function deliverPush(
  db: DbOrTx,
  sender: PushSender,
  subscriptionId: number,
  message: PushMessage,
): Promise<void> {
  const [target] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
  if (!target) return;
  const outcome = await sender.send(target, message);
  if (outcome === 'gone') {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    return;
  }
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: sql`now()` })
    .where(eq(pushSubscriptions.id, subscriptionId));
}
