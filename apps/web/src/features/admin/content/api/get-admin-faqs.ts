import type { AdminFaq } from '@fengshui/shared/cms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { contentKeys, type FaqFilters } from './content-keys.ts';

/** GET /admin/cms/faqs: every server FAQ in the owner's order, drafts included. */
export const getAdminFaqs = (filters: FaqFilters, signal?: AbortSignal) =>
  apiRequest<{ faqs: AdminFaq[] }>('/admin/cms/faqs', { query: { ...filters }, signal });

export const adminFaqsQuery = (filters: FaqFilters) =>
  queryOptions({
    queryKey: contentKeys.faqList(filters),
    queryFn: ({ signal }) => getAdminFaqs(filters, signal),
    staleTime: 10_000,
  });

export function useAdminFaqs(filters: FaqFilters) {
  return useQuery(adminFaqsQuery(filters));
}
