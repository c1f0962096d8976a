import type { AdminBlog, BlogUpdateInput } from '@fengshui/shared/cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** POST /admin/cms/blogs (multipart: text parts and the file part cover_image). */
export const createBlog = (form: FormData) =>
  apiRequest<AdminBlog>('/admin/cms/blogs', { method: 'POST', body: form });

/** PUT /admin/cms/blogs/:id, multipart from the form, or JSON for a quick change such as publishing. */
export const updateBlog = (id: number, body: FormData | BlogUpdateInput) =>
  apiRequest<AdminBlog>(`/admin/cms/blogs/${id}`, { method: 'PUT', body });

export function useSaveBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FormData | BlogUpdateInput }) =>
      id === null ? createBlog(body as FormData) : updateBlog(id, body),
    onSuccess: (blog) => {
      queryClient.setQueryData(contentKeys.blog(blog.blogID), blog);
      return queryClient.invalidateQueries({ queryKey: contentKeys.blogs() });
    },
  });
}
