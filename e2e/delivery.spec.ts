import type { BlogListResponse } from '@fengshui/shared/cms';
import { expect, type Response, test } from '@playwright/test';
import { pageCodeRan } from './support.ts';

// What travels over the wire to a real browser: compressed files and answers, the right cache
// headers, and pictures in the width their box needs (docs/decisions/007-delivering-bytes.md).

test('the shop arrives compressed, with scripts kept for a year and API reads that caches may share', async ({
  page,
}) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  const documentResponse = await page.goto('/category/feng-shui-bracelets');
  await expect(page.locator('main article').first()).toBeVisible();
  // The server's HTML shows the cards before any script has arrived: wait for the page's code.
  await pageCodeRan(page);

  const documentHeaders = await documentResponse!.allHeaders();
  expect(documentHeaders['content-encoding']).toBe('br');
  expect(documentHeaders['cache-control']).toBe('no-cache');
  expect(documentHeaders.vary).toMatch(/accept-encoding/i);

  const scripts = responses.filter((response) => /\/assets\/.+\.js$/.test(response.url()));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const headers = await script.allHeaders();
    expect(headers['content-encoding'], script.url()).toBe('br');
    expect(headers['cache-control'], script.url()).toBe('public, max-age=31536000, immutable');
  }

  // The category page arrives with its data; the same read asked again, as the browser would.
  const categories = await page.request.get('/api/categories', {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(categories.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  expect(categories.headers().etag).toMatch(/^W\//);
  expect(categories.headers()['content-encoding']).toBe('br');
  const again = await page.request.get('/api/categories', {
    headers: { 'if-none-match': categories.headers().etag! },
  });
  expect(again.status()).toBe(304);
});

test('a private answer is never kept by a cache', async ({ page }) => {
  await page.goto('/');
  const me = await page.request.get('/api/auth/me');
  expect(me.headers()['cache-control']).toBe('no-store');
});

test('the favicon is a real icon, not a page', async ({ page }) => {
  const response = await page.request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/icon/);
});

test('a category fetches its first cards at once, the rest as they scroll into view, none wider than needed', async ({
  page,
}) => {
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/products/')) pictures.push(new URL(request.url()).pathname);
  });
  await page.goto('/category/feng-shui-bracelets');
  const cards = page.locator('main article img');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(cards.first()).toHaveAttribute('srcset', /320w.+640w.+960w/);
  await expect(cards.last()).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => pictures.length).toBeGreaterThan(0);
  // A card is at most 240 CSS pixels wide: even a 3x phone screen never needs the 960-pixel file.
  expect(pictures.filter((path) => path.endsWith('/960.webp'))).toEqual([]);
});

test('a blog post fetches its cover first, in a width the screen needs', async ({ page, isMobile }) => {
  const { blogs } = (await (await page.request.get('/api/cms/blogs?limit=1')).json()) as BlogListResponse;
  const post = blogs[0]!;
  expect(post.cover_image_srcset).toMatch(/480w.+1600w/);
  await page.goto(`/blog/${post.blogID}`);
  const cover = page.locator(`article img[src="${post.cover_image}"]`);
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const chosen = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
  // A phone never downloads the 1,600-pixel cover; a desktop's 768-pixel column may take the 1,600 on
  // a 2x screen, but not on this 1x one.
  expect(chosen).toMatch(isMobile ? /\/(480|800|1200)\.webp$/ : /\/(800|1200)\.webp$/);
});
