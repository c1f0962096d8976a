import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** DELETE /admin/cms/faqs/:id. */
export const deleteFaq = (id: number) =>
  apiRequest<{ success: true; message: string }>(`/admin/cms/faqs/${id}`, { method: 'DELETE' });

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: contentKeys.faq(id) });
      return queryClient.invalidateQueries({ queryKey: contentKeys.faqs() });
    },
  });
}
