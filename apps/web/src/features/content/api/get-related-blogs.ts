import { cmsKeys } from '@fengshui/shared/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RELATED_BLOG_COUNT } from '../logic/blog-cards.ts';
import { getBlogs } from './get-blogs.ts';

/**
 * docs/content.md#api: GET /api/cms/blogs?category={category}&limit=3. One more is asked for, since
 * the post being read is usually among the newest of its topic and is left out.
 */
export const relatedBlogsQuery = (category: string) =>
  queryOptions({
    queryKey: cmsKeys.relatedBlogs(category),
    queryFn: ({ signal }) => getBlogs({ category, page: 1, limit: RELATED_BLOG_COUNT + 1 }, signal),
    staleTime: 5 * 60_000,
  });

export function useRelatedBlogs(category: string | undefined) {
  return useQuery({ ...relatedBlogsQuery(category ?? ''), enabled: Boolean(category) });
}
