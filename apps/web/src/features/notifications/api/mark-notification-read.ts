import { unreadAfterRead } from '@fengshui/shared/notification-constants';
import type { markReadResponseSchema } from '@fengshui/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { type NotificationPages, withItemRead } from '../logic/read-state.ts';
import { asUser, notificationKeys } from './notification-keys.ts';

type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

export const markNotificationRead = (userId: number, id: number) =>
  apiRequest<MarkReadResponse>(`/notifications/${id}/read`, {
    method: 'POST',
    body: {},
    headers: asUser(userId),
  });

/**
 * POST /notifications/:id/read, shown at once: the item turns read and the count drops by one, never
 * below 0. docs/orders-and-delivery.md#messages: a failure is ignored (no toast, nothing undone); the next count
 * read puts the badge right.
 */
export function useMarkNotificationRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markNotificationRead(userId, id),
    onMutate: (id) => {
      queryClient.setQueryData<NotificationPages>(notificationKeys.list(userId), (pages) =>
        withItemRead(pages, id, new Date().toISOString()),
      );
      queryClient.setQueryData<number>(notificationKeys.unreadCount(userId), (count) =>
        count === undefined ? count : unreadAfterRead(count),
      );
    },
    onSuccess: (response) => {
      queryClient.setQueryData(notificationKeys.unreadCount(userId), Math.max(0, response.unread_count));
    },
  });
}
