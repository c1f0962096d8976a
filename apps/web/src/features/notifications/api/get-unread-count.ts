import { NOTIFICATION_POLL_MS } from '@fengshui/shared/notification-constants';
import type { unreadCountResponseSchema } from '@fengshui/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { asUser, notificationKeys } from './notification-keys.ts';

type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const getUnreadCount = (userId: number, signal?: AbortSignal) =>
  apiRequest<UnreadCountResponse>('/notifications/unread-count', { headers: asUser(userId), signal }).then(
    (response) => response.unread_count,
  );

export const unreadCountQuery = (userId: number) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: ({ signal }) => getUnreadCount(userId, signal),
    // docs/orders-and-delivery.md#limits: read once on sign-in; afterwards only polled while the dropdown is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The bell's badge. `polling` is on while the dropdown is open (every 30 s). */
export function useUnreadCount(userId: number | null, { polling }: { polling: boolean }) {
  return useQuery({
    ...unreadCountQuery(userId ?? 0),
    enabled: userId !== null,
    refetchInterval: polling ? NOTIFICATION_POLL_MS : false,
  });
}
