import type { Blog } from '@fengshui/shared/cms';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { blogPage, blogSummary, mockApi, renderAt } from '../test/test-harness.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const post: Blog = {
  ...blogSummary({ blogID: 12, title: 'Where to hang a Bagua mirror', category: 'Feng Shui' }),
  content:
    '<h2>Outside, never inside</h2><p>Hang it above the <a href="/shop">front door</a>.</p><img src="x" onerror="window.hacked=1">',
};

const LONG =
  'Dragons in a dream promise strength and success, if you can keep pace with the energy they bring you.';

function serve(related = [post, blogSummary({ title: 'Mirrors and beds', excerpt: LONG })]) {
  return mockApi((url) => {
    if (url.pathname === '/api/cms/blogs/12') return json(200, post);
    if (url.pathname === '/api/cms/blogs') return json(200, blogPage(related));
    return json(404, { message: 'Blog not found', code: 'BLOG_NOT_FOUND' });
  });
}

describe('a blog post', () => {
  it('shows its title, topic, date and content, rendering only the safe HTML the API gives', async () => {
    serve();
    renderAt('/blog/12');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where to hang a Bagua mirror' }),
    ).toBeTruthy();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Feng Shui' }).getAttribute('href')).toBe(
      '/blog?category=Feng%20Shui',
    );
    expect(within(article).getByText('03/01/2025')).toBeTruthy();
    // The post's rich text comes with its own code (DOMPurify), just after the page.
    expect(await within(article).findByRole('heading', { name: 'Outside, never inside' })).toBeTruthy();
    expect(article.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: /Back to All Blogs/ }).getAttribute('href')).toBe('/blog');
  });

  it('shows the cover as the first thing fetched, in the width the screen needs, in a reserved box', async () => {
    const cover = {
      cover_image: '/media/cms/blogs/abc/1600.webp',
      cover_image_srcset: '/media/cms/blogs/abc/480.webp 480w, /media/cms/blogs/abc/1600.webp 1600w',
    };
    mockApi((url) =>
      url.pathname === '/api/cms/blogs/12' ? json(200, { ...post, ...cover }) : json(200, blogPage([])),
    );
    renderAt('/blog/12');
    await screen.findByRole('heading', { level: 1, name: 'Where to hang a Bagua mirror' });
    const img = screen.getByRole('article').querySelector('img[src="/media/cms/blogs/abc/1600.webp"]');
    expect(img?.getAttribute('srcset')).toBe(cover.cover_image_srcset);
    expect(img?.getAttribute('sizes')).toBe('(min-width: 768px) 768px, 100vw');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('loading')).toBeNull();
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['1600', '900']);
  });

  it('follows a link within the shop without reloading the page', async () => {
    serve();
    const { router } = renderAt('/blog/12');
    fireEvent.click(await screen.findByRole('link', { name: 'front door' }));
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('offers sharing on Facebook and X with the address of the post, and copying it', async () => {
    serve();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/blog/12');

    const facebook = await screen.findByRole('link', { name: /Facebook/ });
    const url = encodeURIComponent(`${window.location.origin}/blog/12`);
    expect(facebook.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /^X/ }).getAttribute('href')).toContain(
      `https://twitter.com/intent/tweet?url=${url}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/blog/12`);
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('lists up to 3 other posts of the same topic, never itself, with 100 characters of text', async () => {
    const calls = serve([
      post,
      blogSummary({ title: 'Mirrors and beds', excerpt: LONG }),
      blogSummary({ title: 'Second related' }),
      blogSummary({ title: 'Third related' }),
    ]);
    renderAt('/blog/12');

    const related = await screen.findByRole('region', { name: 'Related Articles' });
    expect(calls).toContain('/api/cms/blogs?category=Feng+Shui&page=1&limit=4');
    const titles = within(related)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Mirrors and beds', 'Second related', 'Third related']);
    expect(within(related).getByText(/^Dragons in a dream/).textContent).toBe(
      'Dragons in a dream promise strength and success, if you can keep pace with the energy they bring…',
    );
  });

  it('shows no related section when the post is the only one of its topic', async () => {
    serve([post]);
    const { queryClient } = renderAt('/blog/12');
    await screen.findByRole('heading', { level: 1 });
    // Once every read has answered, the page has decided.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Related Articles' })).toBeNull();
  });

  it('says "Blog not found" for a post that does not exist or is not published', async () => {
    serve();
    renderAt('/blog/404');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Blog not found');
    expect(within(alert).getByRole('link', { name: /Back to All Blogs/ })).toBeTruthy();
    expect(document.title).toBe('Blog not found | Feng Shui Prosper');
  });

  it('says "Blog not found" for an address longer than any post\'s, which the API refuses', async () => {
    mockApi(() =>
      json(400, { message: 'Path field "blogID": blogID is too long', code: 'VALIDATION_FAILED' }),
    );
    renderAt(`/blog/${'a'.repeat(200)}`);
    expect((await screen.findByRole('alert')).textContent).toContain('Blog not found');
  });

  it('says "Failed to load the blog" when the post cannot be fetched', async () => {
    mockApi(() => json(500, { message: 'Internal Server Error' }));
    renderAt('/blog/12');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load the blog');
  });
});
