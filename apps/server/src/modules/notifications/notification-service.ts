import { NOTIFICATION_DEFAULT_TITLE } from '@fengshui/shared/notifications';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { type StatementPart, statementOf } from '../../db/statement-parts.ts';
import { pushesInsert } from './push-subscriptions.ts';

export interface NewNotification {
  title?: string;
  message: string;
  link?: string | null;
}

/**
 * Stores a notification for a customer, called inside the transaction that made the news, and pushes it
 * to each of the customer's devices that accepted notifications (docs/integrations/web-push.md#when-a-push-is-sent).
 * One statement: the devices are read by the statement that writes their jobs.
 */
export async function notify(db: DbOrTx, userId: number, notification: NewNotification): Promise<void> {
  await db.execute(statementOf(notificationParts(db, userId, notification)));
}

/**
 * `notify`'s writes as parts of the caller's statement (db/statement-parts.ts), named `notice` and
 * `notice_pushes`: order placement writes them in the statement that writes the order.
 */
export function notificationParts(
  db: DbOrTx,
  userId: number,
  notification: NewNotification,
): StatementPart[] {
  const title = notificationTitle(notification);
  return [
    {
      name: 'notice',
      write: db
        .insert(notifications)
        .values({ userId, title, message: notification.message, link: notification.link ?? null }),
    },
    {
      name: 'notice_pushes',
      write: pushesInsert(userId, {
        title,
        body: notification.message,
        url: notification.link ?? '/account/purchases',
      }),
    },
  ];
}

function notificationTitle(notification: NewNotification): string {
  return (notification.title ?? NOTIFICATION_DEFAULT_TITLE).slice(0, 120);
}

export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/**
 * One page, newest first by the time of the event (docs/orders-and-delivery.md#notifications): ids
 * follow insertion, which is not the order things happened in (the demo seed back-dates, and a
 * courier scan may be reported late). The next page starts below the last one shown (before_id),
 * compared by (created_at, id) so equal times still page without gaps. A customer has few
 * notifications, so sorting them after the per-customer index is cheap.
 */
export async function listNotifications(
  db: DbOrTx,
  userId: number,
  page: { limit: number; beforeId?: number },
) {
  const before =
    page.beforeId === undefined
      ? undefined
      : sql`(${notifications.createdAt}, ${notifications.id}) < (
          select b.created_at, b.id from notifications b where b.id = ${page.beforeId} and b.user_id = ${userId}
        )`;
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), before))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit);
  return {
    items: items.map((row) => ({
      id: row.id,
      title: row.title,
      message: row.message,
      link: row.link,
      unread: row.readAt === null,
      read_at: row.readAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    })),
    unread_count: await unreadCount(db, userId),
    next_before_id: rows.length > page.limit ? (items.at(-1)?.id ?? null) : null,
  };
}

/** Marks one of the customer's notifications read; someone else's id changes nothing. */
export async function markRead(db: DbOrTx, userId: number, id: number): Promise<number> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)));
  return unreadCount(db, userId);
}

export async function markAllRead(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
