import type { AdminFaq, FaqCreateInput, FaqUpdateInput } from '@fengshui/shared/cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** POST /admin/cms/faqs. */
export const createFaq = (body: FaqCreateInput) =>
  apiRequest<AdminFaq>('/admin/cms/faqs', { method: 'POST', body });

/** PUT /admin/cms/faqs/:id: only the fields sent change. */
export const updateFaq = (id: number, body: FaqUpdateInput) =>
  apiRequest<AdminFaq>(`/admin/cms/faqs/${id}`, { method: 'PUT', body });

export function useSaveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FaqUpdateInput }) =>
      id === null ? createFaq(body as FaqCreateInput) : updateFaq(id, body),
    onSuccess: (faq) => {
      queryClient.setQueryData(contentKeys.faq(faq.faqID), faq);
      return queryClient.invalidateQueries({ queryKey: contentKeys.faqs() });
    },
  });
}
