import type { Faq } from '@fengshui/shared/cms';
import { cmsKeys } from '@fengshui/shared/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getFaqs = (signal?: AbortSignal) =>
  apiRequest<{ faqs: Faq[] }>('/cms/faqs', { signal }).then((answer) => answer.faqs);

/** GET /api/cms/faqs: the owner's FAQs, shown after the built-in ones. */
export const faqsQuery = () =>
  queryOptions({
    queryKey: cmsKeys.faqs(),
    queryFn: ({ signal }) => getFaqs(signal),
    staleTime: 10 * 60_000,
    // docs/content.md#messages: a failure is only logged and the built-in FAQs remain, so no long retrying.
    retry: 1,
  });

export function useFaqs() {
  return useQuery(faqsQuery());
}
