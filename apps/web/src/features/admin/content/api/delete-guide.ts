import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** DELETE /admin/cms/product-guides/:id. */
export const deleteGuide = (id: number) =>
  apiRequest<{ success: true; message: string }>(`/admin/cms/product-guides/${id}`, { method: 'DELETE' });

export function useDeleteGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGuide,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: contentKeys.guide(id) });
      return queryClient.invalidateQueries({ queryKey: contentKeys.guides(), exact: true });
    },
  });
}
