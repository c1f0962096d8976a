import { NOTIFICATION_PAGE_SIZE } from '@fengshui/shared/notification-constants';
import type { NotificationList } from '@fengshui/shared/notifications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { asUser, notificationKeys } from './notification-keys.ts';

/** One page, newest first; `beforeId` asks for the items older than that id. */
export const getNotifications = (userId: number, beforeId: number | null, signal?: AbortSignal) =>
  apiRequest<NotificationList>('/notifications', {
    query: { limit: NOTIFICATION_PAGE_SIZE, before_id: beforeId },
    headers: asUser(userId),
    signal,
  });

export const notificationsQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await getNotifications(userId, pageParam, signal);
      // Each page carries the current count: the badge takes it rather than wait for the next poll.
      client.setQueryData(notificationKeys.unreadCount(userId), page.unread_count);
      return page;
    },
    initialPageParam: null as number | null,
    getNextPageParam: (lastPage) => lastPage.next_before_id,
    // docs/orders-and-delivery.md#notifications: opening the dropdown loads the first page. The list is forgotten once the
    // dropdown closes, so the next opening starts again from the newest items.
    gcTime: 0,
    retry: false,
  });

export function useNotifications(userId: number) {
  return useInfiniteQuery(notificationsQuery(userId));
}
