import { BLOG_CATEGORIES } from '@fengshui/shared/cms-constants';
import { Link, useSearchParams } from 'react-router';
import { PageHero } from '../../../components/PageHero.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import type { PageData } from '../../../lib/page-data.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { blogListQuery, useBlogList } from '../api/get-blogs.ts';
import { BlogCard } from '../components/BlogCard.tsx';
import { ErrorNotice } from '../components/ErrorNotice.tsx';
import { FilterChips } from '../components/FilterChips.tsx';
import { CARD_EXCERPT_LENGTH } from '../logic/blog-cards.ts';
import { readBlogCategory } from '../logic/blog-category.ts';

/** The first page of posts of the address's topic. */
export const blogListPageData: PageData = (queryClient, { searchParams }) => [
  queryClient.prefetchInfiniteQuery(blogListQuery(readBlogCategory(searchParams.get('category')))),
];

/** /blog and /blog?category={topic} (docs/content.md#blog). */
export function BlogListPage() {
  const [search] = useSearchParams();
  const category = readBlogCategory(search.get('category'));
  useDocumentTitle(category ? `${category} Blog` : 'Blog');
  const blogs = useBlogList(category);
  const posts = blogs.data?.pages.flatMap((page) => page.blogs) ?? [];
  // The next posts are read by the page's code: until it runs, Load more waits, disabled.
  const hydrated = useHydrated();

  const chips = [
    { label: 'All', to: '/blog', active: category === null },
    ...BLOG_CATEGORIES.map((name) => ({
      label: name,
      to: `/blog?category=${encodeURIComponent(name)}`,
      active: category === name,
    })),
  ];

  return (
    <>
      <PageHero eyebrow="Feng Shui Prosper Blog" title={category ?? 'Our Blog'}>
        <p>
          Dream meanings, face reading, palmistry and feng shui for the Filipino home: practical notes from
          our consultants to bring more harmony and prosperity into your everyday life.
        </p>
        <Link
          to="/shop"
          className="mt-5 inline-flex min-h-11 items-center rounded-full bg-gold-400 px-6 text-sm font-bold tracking-wide text-ink hover:bg-gold-300"
        >
          SHOP NOW
        </Link>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
        <FilterChips label="Blog topics" chips={chips} />

        <div className="mt-6">
          {blogs.isPending ? (
            <Spinner label="Loading blog posts…" />
          ) : blogs.isError && posts.length === 0 ? (
            <ErrorNotice title="Error" message="Failed to fetch blogs" />
          ) : posts.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-stone-300 bg-white/60 px-6 py-12 text-center">
              <h2 className="font-display text-2xl font-bold text-ink">No Blog Posts Found</h2>
              <p className="mt-1 text-stone-600">Please check back later.</p>
            </div>
          ) : (
            <>
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {posts.map((blog) => (
                  <li key={blog.blogID}>
                    <BlogCard blog={blog} excerptLength={CARD_EXCERPT_LENGTH} />
                  </li>
                ))}
              </ul>
              {blogs.hasNextPage && (
                <div className="mt-8 text-center">
                  <button
                    type="button"
                    onClick={() => blogs.fetchNextPage()}
                    disabled={!hydrated || blogs.isFetchingNextPage}
                    className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-6 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
                  >
                    {blogs.isFetchingNextPage ? 'Loading…' : 'Load more'}
                  </button>
                </div>
              )}
              {blogs.isFetchNextPageError && (
                <p role="alert" className="mt-4 text-center text-sm text-brand-700">
                  Failed to fetch blogs
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </>
  );
}
