import { useRelatedBlogs } from '../api/get-related-blogs.ts';
import { RELATED_EXCERPT_LENGTH, relatedPosts } from '../logic/blog-cards.ts';
import { BlogCard } from './BlogCard.tsx';

/** Up to 3 other posts of the same topic; nothing at all when there are none or they fail to load. */
export function RelatedBlogs({ category, currentBlogID }: { category: string; currentBlogID: number }) {
  const related = useRelatedBlogs(category);
  const posts = related.data ? relatedPosts(related.data.blogs, currentBlogID) : [];
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-articles" className="mt-14 border-t border-gold-300/60 pt-8">
      <h2 id="related-articles" className="font-display text-3xl font-bold text-brand-700">
        Related Articles
      </h2>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((blog) => (
          <li key={blog.blogID}>
            <BlogCard blog={blog} excerptLength={RELATED_EXCERPT_LENGTH} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
