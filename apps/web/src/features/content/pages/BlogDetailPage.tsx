import { CMS_MESSAGES } from '@fengshui/shared/cms-constants';
import { manilaDateTextOf } from '@fengshui/shared/manila-time';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ImageWithFallback } from '../../../components/ImageWithFallback.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { lazyBoundary } from '../../../lib/lazy-boundary.tsx';
import type { PageData } from '../../../lib/page-data.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBrowserValue } from '../../../lib/use-hydrated.ts';
import { blogQuery, useBlog } from '../api/get-blog.ts';
import { relatedBlogsQuery } from '../api/get-related-blogs.ts';
import { ErrorNotice } from '../components/ErrorNotice.tsx';
import { RelatedBlogs } from '../components/RelatedBlogs.tsx';
import { ShareLinks } from '../components/ShareLinks.tsx';

// DOMPurify comes with the rich text, after the first paint; the server has rendered the text already.
const RichText = lazyBoundary(() => import('../components/RichText.tsx').then((m) => m.RichText));

function BackToBlogs() {
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:text-brand-800"
    >
      <ArrowLeft size={16} aria-hidden />
      Back to All Blogs
    </Link>
  );
}

/** The post, then the related posts of its topic. */
export const blogDetailPageData: PageData = (queryClient, { params }) => [
  queryClient
    .fetchQuery(blogQuery(params.blogID ?? ''))
    .then((post) => queryClient.prefetchQuery(relatedBlogsQuery(post.category)))
    .catch(() => undefined),
];

const pageOrigin = () => window.location.origin;

/** /blog/{blogID} (docs/content.md#blog): the post, share links and related posts. */
export function BlogDetailPage() {
  const blogID = useParams().blogID ?? '';
  const blog = useBlog(blogID);
  // The API refuses with 400 an address no post can have (longer than any slug): to the reader, as
  // to the server's answer for the page, that is a post that is not there.
  const notFound =
    blog.error instanceof ApiRequestError && (blog.error.status === 404 || blog.error.status === 400);
  // The server titles the page the same, so a link and a reload agree.
  useDocumentTitle(blog.data?.title ?? (notFound ? CMS_MESSAGES.blogNotFound : undefined));
  // The share links carry the full address, which only the browser knows for sure.
  const origin = useBrowserValue(pageOrigin, '');

  if (blog.isPending) return <Spinner label="Loading the blog…" />;

  if (blog.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <ErrorNotice
          title={notFound ? CMS_MESSAGES.blogNotFound : 'Error'}
          message={
            notFound ? 'The post may have been moved or is no longer published.' : 'Failed to load the blog'
          }
        >
          <BackToBlogs />
        </ErrorNotice>
      </div>
    );
  }

  const post = blog.data;
  const shareUrl = `${origin}/blog/${post.blogID}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <article className="mx-auto max-w-3xl">
        <BackToBlogs />
        <header className="mt-4">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <Link
              to={`/blog?category=${encodeURIComponent(post.category)}`}
              className="rounded-full bg-gold-100 px-3 py-1 text-xs font-semibold text-gold-700 hover:bg-gold-300 hover:text-ink"
            >
              {post.category}
            </Link>
            <time dateTime={post.publish_date} className="text-stone-600">
              {manilaDateTextOf(post.publish_date)}
            </time>
          </div>
          <h1 className="mt-3 font-display text-3xl leading-tight font-bold text-brand-700 sm:text-5xl">
            {post.title}
          </h1>
        </header>
        {post.cover_image && (
          <ImageWithFallback
            src={post.cover_image}
            srcSet={post.cover_image_srcset ?? undefined}
            sizes="(min-width: 768px) 768px, 100vw"
            alt=""
            width={1600}
            height={900}
            // The largest picture above the fold: fetched first, never lazily.
            fetchPriority="high"
            className="mt-6 aspect-[16/9] w-full rounded-2xl object-cover shadow-sm"
          />
        )}
        <RichText html={post.content} className="mt-8 text-base sm:text-lg" />
        <footer className="mt-10 border-t border-stone-200 pt-6">
          <ShareLinks url={shareUrl} title={post.title} />
        </footer>
      </article>
      <RelatedBlogs category={post.category} currentBlogID={post.blogID} />
    </div>
  );
}
