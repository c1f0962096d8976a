import type { BlogSummary } from '@fengshui/shared/cms';

/** docs/content.md#limits: up to 3 related posts, their text cut to 100 characters. */
export const RELATED_BLOG_COUNT = 3;
export const RELATED_EXCERPT_LENGTH = 100;
/** docs/content.md#limits: card text on the blog list is cut to 80 characters. */
export const CARD_EXCERPT_LENGTH = 80;

/** Other posts of the same topic, newest first, never the post being read. */
export function relatedPosts(posts: readonly BlogSummary[], currentBlogID: number): BlogSummary[] {
  return posts.filter((post) => post.blogID !== currentBlogID).slice(0, RELATED_BLOG_COUNT);
}
