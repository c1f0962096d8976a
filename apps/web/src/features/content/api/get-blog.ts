import type { Blog } from '@fengshui/shared/cms';
import { cmsKeys } from '@fengshui/shared/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getBlog = (blogID: string, signal?: AbortSignal) =>
  apiRequest<Blog>(`/cms/blogs/${encodeURIComponent(blogID)}`, { signal });

/** GET /api/cms/blogs/{blogID}; the server inlines it under the same key on the first page load. */
export const blogQuery = (blogID: string) =>
  queryOptions({
    queryKey: cmsKeys.blog(blogID),
    queryFn: ({ signal }) => getBlog(blogID, signal),
    staleTime: 5 * 60_000,
  });

export function useBlog(blogID: string) {
  return useQuery(blogQuery(blogID));
}
