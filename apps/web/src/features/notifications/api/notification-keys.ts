// One factory for every query key of the notifications dropdown. Keys carry the user's id: the
// calls are made as that user (X-User-Id), so another sign-in on the same tab never reads them.

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: number) => ['notifications', userId, 'list'] as const,
  unreadCount: (userId: number) => ['notifications', userId, 'unread-count'] as const,
};

/** docs/orders-and-delivery.md#api: every notification call names its user; the server refuses a mismatch (403). */
export function asUser(userId: number): Record<string, string> {
  return { 'X-User-Id': String(userId) };
}
