import { cmsKeys } from '@fengshui/shared/query-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogPost } from '../db/seed/content/content-factories.ts';
import { inlineDataOf, jsonLdOf } from '../test/page-html.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let postId: number;
let draftId: number;
let scheduledId: number;
const publishDate = new Date('2025-03-01T02:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  const post = await createBlogPost(t.db, {
    title: 'Where to hang a "Bagua" mirror',
    slug: 'where-to-hang-a-bagua-mirror',
    category: 'Feng Shui',
    contentHtml:
      '<p>Hang it <strong>outside</strong> the door & never facing a bed.</p><p>It deflects sha chi.</p>',
    coverImageKey: 'blog/bagua-cover',
    publishDate,
  });
  postId = post.id;
  draftId = (await createBlogPost(t.db, { title: 'Unfinished mirror notes', status: 'draft' })).id;
  scheduledId = (await createBlogPost(t.db, { publishDate: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000) }))
    .id;
});

afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('blog posts carry their SEO in the first HTML response', () => {
  it('has the title, description, canonical URL and Open Graph tags of the post', async () => {
    const response = await page(`/blog/${postId}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Where to hang a &#34;Bagua&#34; mirror | Feng Shui Prosper</title>');
    expect(html).toContain(
      '<meta name="description" content="Hang it outside the door &#38; never facing a bed. It deflects sha chi.">',
    );
    expect(html).toContain(`<link rel="canonical" href="http://shop.test/blog/${postId}">`);
    expect(html).toContain(`<meta property="og:url" content="http://shop.test/blog/${postId}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:title" content="Where to hang a &#34;Bagua&#34; mirror');
    expect(html).toContain('<meta property="og:image" content="http://shop.test/media/blog/bagua-cover">');
  });

  it('describes the post as a BlogPosting', async () => {
    expect(jsonLdOf((await page(`/blog/${postId}`)).body)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Where to hang a "Bagua" mirror',
      description: 'Hang it outside the door & never facing a bed. It deflects sha chi.',
      url: `http://shop.test/blog/${postId}`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `http://shop.test/blog/${postId}` },
      datePublished: publishDate.toISOString(),
      articleSection: 'Feng Shui',
      image: ['http://shop.test/media/blog/bagua-cover'],
      author: { '@type': 'Organization', name: 'Feng Shui Prosper' },
      publisher: { '@type': 'Organization', name: 'Feng Shui Prosper' },
    });
  });

  it("inlines the post under the web app's query key for the address's blogID, a number or a slug", async () => {
    const byId = inlineDataOf((await page(`/blog/${postId}`)).body);
    expect(byId?.[JSON.stringify(cmsKeys.blog(String(postId)))]).toMatchObject({
      blogID: postId,
      title: 'Where to hang a "Bagua" mirror',
      content: expect.stringContaining('<strong>outside</strong>'),
    });

    const bySlug = await page('/blog/where-to-hang-a-bagua-mirror');
    expect(bySlug.body).toContain(`<link rel="canonical" href="http://shop.test/blog/${postId}">`);
    expect(
      inlineDataOf(bySlug.body)?.[JSON.stringify(cmsKeys.blog('where-to-hang-a-bagua-mirror'))],
    ).toMatchObject({ blogID: postId });
  });

  it('answers a draft, a post scheduled for later and an unknown post with a 404 page and no data', async () => {
    const unknown = ['/blog/987654', '/blog/no-such-post', `/blog/${'a'.repeat(200)}`];
    for (const url of [`/blog/${draftId}`, `/blog/${scheduledId}`, ...unknown]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Blog not found | Feng Shui Prosper</title>');
      expect(inlineDataOf(response.body)).toBeNull();
      expect(response.body).not.toContain('Unfinished mirror notes');
    }
  });

  it('lists the published posts in the sitemap, but not drafts or scheduled posts', async () => {
    const sitemap = (await page('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>http://shop.test/blog/${postId}</loc>`);
    expect(sitemap).not.toContain(`/blog/${draftId}<`);
    expect(sitemap).not.toContain(`/blog/${scheduledId}<`);
  });
});
