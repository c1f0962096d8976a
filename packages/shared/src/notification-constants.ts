// docs/orders-and-delivery.md#notifications: 10 a page, polled every 30 s. Apart from the schemas
// (notifications.ts), so the navbar's bell does not load zod (docs/decisions/006-server-rendering.md).

export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_POLL_MS = 30_000;
export const NOTIFICATION_DEFAULT_TITLE = 'Notification';

/** docs/orders-and-delivery.md#notifications: a read lowers the count by one, never below 0. */
export function unreadAfterRead(count: number): number {
  return Math.max(0, count - 1);
}
