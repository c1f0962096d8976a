// Renders the content pages on a memory router with a fresh cache and a stand-in for the API.
import type { BlogSummary } from '@fengshui/shared/cms';
import { answerRequests } from '../../../test/msw.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { BlogDetailPage } from '../pages/BlogDetailPage.tsx';
import { BlogListPage } from '../pages/BlogListPage.tsx';
import { FaqPage } from '../pages/FaqPage.tsx';
import { ProductGuidesPage } from '../pages/ProductGuidesPage.tsx';

/** Answers the API with `answer` (given the URL path and query); returns the URLs asked for, in order. */
export function mockApi(answer: (url: URL) => Response | Promise<Response>): string[] {
  const calls: string[] = [];
  answerRequests(({ url }) => {
    calls.push(url);
    return answer(new URL(url, 'http://shop.test'));
  });
  return calls;
}

export function renderAt(path: string) {
  return renderApp(
    [
      { path: '/blog', Component: BlogListPage },
      { path: '/blog/:blogID', Component: BlogDetailPage },
      { path: '/faqs', Component: FaqPage },
      { path: '/product-guide', Component: ProductGuidesPage },
      { path: '/shop', element: <p>shop page</p> },
      { path: '/contact', element: <p>contact page</p> },
    ],
    { at: path },
  );
}

let nextId = 100;

/** A post as GET /api/cms/blogs lists it. */
export function blogSummary(overrides: Partial<BlogSummary> = {}): BlogSummary {
  const blogID = overrides.blogID ?? ++nextId;
  return {
    blogID,
    slug: `post-${blogID}`,
    title: `Post number ${blogID}`,
    category: 'Feng Shui',
    excerpt: 'A short note about keeping the entrance bright.',
    cover_image: null,
    cover_image_srcset: null,
    publish_date: '2025-03-01T02:00:00.000Z',
    ...overrides,
  };
}

/** One page of GET /api/cms/blogs. */
export const blogPage = (blogs: BlogSummary[], page = 1, totalPages = 1) => ({
  blogs,
  page,
  limit: 9,
  total: blogs.length + (totalPages - 1) * 9,
  total_pages: totalPages,
});
