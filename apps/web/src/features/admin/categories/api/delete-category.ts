import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { invalidateCatalog } from '../../products/api/invalidate-catalog.ts';

/** DELETE /categories/:id: only an empty category goes; otherwise 409 says what holds it. */
export const deleteCategory = (categoryId: number) =>
  apiRequest<{ message: string }>(`/categories/${categoryId}`, { method: 'DELETE' });

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (response) => {
      invalidateCatalog(queryClient);
      toast.success(response.message);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
  });
}
