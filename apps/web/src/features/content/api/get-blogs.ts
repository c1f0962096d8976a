import type { BlogListResponse } from '@fengshui/shared/cms';
import { BLOG_PAGE_SIZE, type BlogCategory } from '@fengshui/shared/cms-constants';
import { cmsKeys } from '@fengshui/shared/query-keys';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getBlogs = (
  query: { category: string | null; page: number; limit: number },
  signal?: AbortSignal,
) => apiRequest<BlogListResponse>('/cms/blogs', { query, signal });

/** GET /api/cms/blogs, newest first, a page at a time behind "Load more". */
export const blogListQuery = (category: BlogCategory | null) =>
  infiniteQueryOptions({
    queryKey: cmsKeys.blogList(category),
    queryFn: ({ pageParam, signal }) =>
      getBlogs({ category, page: pageParam, limit: BLOG_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
    staleTime: 5 * 60_000,
  });

export function useBlogList(category: BlogCategory | null) {
  return useInfiniteQuery(blogListQuery(category));
}
