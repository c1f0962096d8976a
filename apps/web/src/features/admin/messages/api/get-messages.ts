import type { AdminMessageList } from '@fengshui/shared/contact-messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { type MessageFilters, messageKeys } from './message-keys.ts';

/** GET /admin/messages?kind=&status=&page=: 25 a page, newest first. */
export const getMessages = (filters: MessageFilters, signal?: AbortSignal) =>
  apiRequest<AdminMessageList>('/admin/messages', {
    query: { kind: filters.kind, status: filters.status, page: filters.page },
    signal,
  });

export const messagesQuery = (filters: MessageFilters) =>
  queryOptions({
    queryKey: messageKeys.list(filters),
    queryFn: ({ signal }) => getMessages(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useMessages(filters: MessageFilters) {
  return useQuery(messagesQuery(filters));
}
