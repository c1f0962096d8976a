import type { AdminSubscriberList } from '@fengshui/shared/newsletter';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { newsletterKeys, type SubscriberFilters } from './newsletter-keys.ts';

/** GET /admin/newsletter/subscribers?search=&page=: 50 a page, newest first. */
export const getSubscribers = (filters: SubscriberFilters, signal?: AbortSignal) =>
  apiRequest<AdminSubscriberList>('/admin/newsletter/subscribers', {
    query: { search: filters.search, page: filters.page },
    signal,
  });

export const subscribersQuery = (filters: SubscriberFilters) =>
  queryOptions({
    queryKey: newsletterKeys.list(filters),
    queryFn: ({ signal }) => getSubscribers(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useSubscribers(filters: SubscriberFilters) {
  return useQuery(subscribersQuery(filters));
}

/**
 * GET /admin/newsletter/subscribers.csv, opened as a plain download link: the browser sends the
 * session cookie and saves the file under the server's name.
 */
export const SUBSCRIBERS_CSV_URL = '/api/admin/newsletter/subscribers.csv';
