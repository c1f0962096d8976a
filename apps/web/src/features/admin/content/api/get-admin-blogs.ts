import type { AdminBlogListResponse } from '@fengshui/shared/cms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { type BlogFilters, contentKeys } from './content-keys.ts';

export const BLOG_ADMIN_PAGE_SIZE = 20;

/** GET /admin/cms/blogs: drafts and published posts, newest first, filtered and paged. */
export const getAdminBlogs = (filters: BlogFilters, signal?: AbortSignal) =>
  apiRequest<AdminBlogListResponse>('/admin/cms/blogs', {
    query: { ...filters, limit: BLOG_ADMIN_PAGE_SIZE },
    signal,
  });

export const adminBlogsQuery = (filters: BlogFilters) =>
  queryOptions({
    queryKey: contentKeys.blogList(filters),
    queryFn: ({ signal }) => getAdminBlogs(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useAdminBlogs(filters: BlogFilters) {
  return useQuery(adminBlogsQuery(filters));
}
