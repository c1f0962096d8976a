import type { markReadResponseSchema } from '@fengshui/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { type NotificationPages, withAllRead } from '../logic/read-state.ts';
import { asUser, notificationKeys } from './notification-keys.ts';

type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

export const markAllNotificationsRead = (userId: number) =>
  apiRequest<MarkReadResponse>('/notifications/read-all', {
    method: 'POST',
    body: {},
    headers: asUser(userId),
  });

/** POST /notifications/read-all: every item read and the count 0 at once; a failure is ignored (docs/orders-and-delivery.md#notifications). */
export function useMarkAllNotificationsRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(userId),
    onMutate: () => {
      queryClient.setQueryData<NotificationPages>(notificationKeys.list(userId), (pages) =>
        withAllRead(pages, new Date().toISOString()),
      );
      queryClient.setQueryData(notificationKeys.unreadCount(userId), 0);
    },
  });
}
