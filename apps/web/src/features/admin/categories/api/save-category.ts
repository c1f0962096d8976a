import type { CategoryWriteResponse } from '@fengshui/shared/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../../../lib/api-client.ts';
import { sendForm } from '../../products/api/form-request.ts';
import { invalidateCatalog } from '../../products/api/invalidate-catalog.ts';

/** POST /categories or PUT /categories/:id, multipart with the picture in a part named image. */
export const saveCategory = (categoryId: number | null, form: FormData) =>
  categoryId === null
    ? sendForm<CategoryWriteResponse>('/categories', 'POST', form)
    : sendForm<CategoryWriteResponse>(`/categories/${categoryId}`, 'PUT', form);

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
