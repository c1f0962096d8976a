import type { AdminBlog } from '@fengshui/shared/cms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** GET /admin/cms/blogs/:id: one post with its content, draft or not. */
export const getAdminBlog = (id: number, signal?: AbortSignal) =>
  apiRequest<AdminBlog>(`/admin/cms/blogs/${id}`, { signal });

export const adminBlogQuery = (id: number) =>
  queryOptions({ queryKey: contentKeys.blog(id), queryFn: ({ signal }) => getAdminBlog(id, signal) });

export function useAdminBlog(id: number | null) {
  return useQuery({ ...adminBlogQuery(id ?? 0), enabled: id !== null });
}
