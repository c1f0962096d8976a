import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** DELETE /admin/cms/blogs/:id. */
export const deleteBlog = (id: number) =>
  apiRequest<{ success: true; message: string }>(`/admin/cms/blogs/${id}`, { method: 'DELETE' });

export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlog,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: contentKeys.blog(id) });
      return queryClient.invalidateQueries({ queryKey: contentKeys.blogs() });
    },
  });
}
