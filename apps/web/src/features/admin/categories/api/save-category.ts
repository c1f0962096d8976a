import type { CategoryWriteResponse } from '@fengshui/shared/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { invalidateCatalog } from '../../products/api/invalidate-catalog.ts';

/** POST /categories or PUT /categories/:id, multipart with the picture in a part named image. */
export const saveCategory = (categoryId: number | null, form: FormData) =>
  categoryId === null
    ? apiRequest<CategoryWriteResponse>('/categories', { method: 'POST', body: form })
    : apiRequest<CategoryWriteResponse>(`/categories/${categoryId}`, { method: 'PUT', body: form });

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, form }: { categoryId: number | null; form: FormData }) =>
      saveCategory(categoryId, form),
    onSuccess: (response) => {
      invalidateCatalog(queryClient);
      toast.success(response.message);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
  });
}
