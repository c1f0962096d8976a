import { useInfiniteQuery } from '@tanstack/react-query';
import { blogListQuery } from '../../content/public.ts';
import { HIGHLIGHT_CARD_COUNT } from '../logic/home-timings.ts';

/**
 * The newest posts for the blog slide. It reads the blog list's own first page (GET /cms/blogs), so
 * the same request also fills the cache of /blog for a visitor who goes on to read more.
 */
export function useLatestBlogs() {
  const { data, isPending, isError } = useInfiniteQuery(blogListQuery(null));
  return { posts: data?.pages[0]?.blogs.slice(0, HIGHLIGHT_CARD_COUNT), isPending, isError };
}
