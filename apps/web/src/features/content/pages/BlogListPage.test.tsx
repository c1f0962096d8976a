import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { renderAppOnServer } from '../../../test/render-app.tsx';
import { blogListQuery } from '../api/get-blogs.ts';
import { blogPage, blogSummary, mockApi, renderAt } from '../test/test-harness.tsx';
import { BlogListPage } from './BlogListPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LONG_EXCERPT =
  'The front door is the mouth of chi: keep it clear, well lit and free of clutter so that good energy can find you.';

describe('the blog list', () => {
  it('shows each post as a card with its topic, title, date, first 80 characters and Read More', async () => {
    mockApi(() =>
      json(200, blogPage([blogSummary({ blogID: 7, title: 'A bright entrance', excerpt: LONG_EXCERPT })])),
    );
    renderAt('/blog');

    const card = (await screen.findByRole('heading', { name: 'A bright entrance' })).closest('article')!;
    expect(within(card).getByText('Feng Shui')).toBeTruthy();
    expect(within(card).getByText('03/01/2025')).toBeTruthy();
    const excerpt = within(card).getByText(/^The front door/).textContent!;
    expect(excerpt).toBe('The front door is the mouth of chi: keep it clear, well lit and free of clutter…');
    expect(
      within(card)
        .getByRole('link', { name: /Read More/ })
        .getAttribute('href'),
    ).toBe('/blog/7');
    expect(screen.getByRole('link', { name: 'SHOP NOW' }).getAttribute('href')).toBe('/shop');
  });

  it('asks for the topic named in the address and marks it, whatever its case', async () => {
    const calls = mockApi(() => json(200, blogPage([blogSummary({ category: 'Palmistry' })])));
    renderAt('/blog?category=palmistry');

    await screen.findByRole('heading', { name: /Post number/ });
    expect(calls[0]).toBe('/api/cms/blogs?category=Palmistry&page=1&limit=9');
    const topics = screen.getByRole('navigation', { name: 'Blog topics' });
    expect(within(topics).getByRole('link', { name: 'Palmistry' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Palmistry');
  });

  it('switches topic from the topic links and shows every post for an unknown topic', async () => {
    const calls = mockApi(() => json(200, blogPage([blogSummary()])));
    renderAt('/blog?category=astrology');
    await screen.findByRole('heading', { name: /Post number/ });
    expect(calls[0]).toBe('/api/cms/blogs?page=1&limit=9');

    fireEvent.click(screen.getByRole('link', { name: 'Dream Meaning' }));
    await vi.waitFor(() => expect(calls).toContain('/api/cms/blogs?category=Dream+Meaning&page=1&limit=9'));
  });

  // docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
  it('arrives with Load more disabled, since the next posts are read by the page’s code', () => {
    const page = within(
      renderAppOnServer(<BlogListPage />, {
        at: '/blog',
        prime: (queryClient) =>
          queryClient.setQueryData(blogListQuery(null).queryKey, {
            pages: [blogPage([blogSummary({ title: 'Newer post' })], 1, 2)],
            pageParams: [1],
          }),
      }),
    );
    expect(page.getByRole('heading', { name: 'Newer post' })).toBeTruthy();
    expect(page.getByRole('button', { name: 'Load more' })).toHaveProperty('disabled', true);
  });

  it('loads the next page behind Load more until there are no more', async () => {
    mockApi((url) =>
      url.searchParams.get('page') === '2'
        ? json(200, blogPage([blogSummary({ title: 'Older post' })], 2, 2))
        : json(200, blogPage([blogSummary({ title: 'Newer post' })], 1, 2)),
    );
    renderAt('/blog');

    await screen.findByRole('heading', { name: 'Newer post' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Older post' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Newer post' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when there are no posts', async () => {
    mockApi(() => json(200, blogPage([])));
    renderAt('/blog?category=Face%20Reading');
    expect(await screen.findByRole('heading', { name: 'No Blog Posts Found' })).toBeTruthy();
    expect(screen.getByText('Please check back later.')).toBeTruthy();
  });

  it('shows the error when the posts cannot be fetched', async () => {
    mockApi(() => json(500, { message: 'Internal Server Error' }));
    renderAt('/blog');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Failed to fetch blogs');
  });
});
