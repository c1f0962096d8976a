// Renders the content pages on a memory router with a fresh cache and a stand-in for the API.
import type { BlogSummary } from '@fengshui/shared/cms';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { BlogDetailPage } from './BlogDetailPage.tsx';
import { BlogListPage } from './BlogListPage.tsx';
import { FaqPage } from './FaqPage.tsx';
import { ProductGuidesPage } from './ProductGuidesPage.tsx';

/** Stubs fetch with `answer` (given the URL path and query); returns the URLs asked for, in order. */
export function mockApi(answer: (url: URL) => Response | Promise<Response>): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      calls.push(input);
      return answer(new URL(input, 'http://shop.test'));
    }),
  );
  return calls;
}

export function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  const router = createMemoryRouter(
    [
      { path: '/blog', Component: BlogListPage },
      { path: '/blog/:blogID', Component: BlogDetailPage },
      { path: '/faqs', Component: FaqPage },
      { path: '/product-guide', Component: ProductGuidesPage },
      { path: '/shop', element: <p>shop page</p> },
      { path: '/contact', element: <p>contact page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
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
