import type { AdminMessage } from '@fengshui/shared/contact-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { messageKeys } from './message-keys.ts';

/** GET /admin/messages/:id: one message, opened from the link in the shop's e-mail (?id=). */
export const getMessage = (messageId: number, signal?: AbortSignal) =>
  apiRequest<AdminMessage>(`/admin/messages/${messageId}`, { signal });

export const messageQuery = (messageId: number) =>
  queryOptions({
    queryKey: messageKeys.detail(messageId),
    queryFn: ({ signal }) => getMessage(messageId, signal),
  });

export function useMessage(messageId: number | null) {
  return useQuery({ ...messageQuery(messageId ?? 0), enabled: messageId !== null });
}
