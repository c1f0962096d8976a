import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogPost } from '../../db/seed/content/content-factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, pngFile } from '../../test/test-uploads.ts';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t, { userType: 'admin' })).headers;
  customer = (await signInAs(t)).headers;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const DAY = 24 * 60 * 60 * 1000;

describe('the public blog', () => {
  it('lists published posts newest first, by topic and in pages, and hides drafts and scheduled posts', async () => {
    const old = await createBlogPost(t.db, {
      title: 'Reading the lines of the palm',
      category: 'Palmistry',
      publishDate: new Date(Date.now() - 3 * DAY),
    });
    const recent = await createBlogPost(t.db, {
      title: 'A bright entrance for the new year',
      category: 'Feng Shui',
      publishDate: new Date(Date.now() - DAY),
    });
    const draft = await createBlogPost(t.db, { title: 'Unfinished thoughts on mirrors', status: 'draft' });
    const later = await createBlogPost(t.db, {
      title: 'Scheduled post for next week',
      publishDate: new Date(Date.now() + 7 * DAY),
    });

    const list = (await get('/api/cms/blogs')).json();
    const ids = list.blogs.map((blog: { blogID: number }) => blog.blogID);
    expect(ids.indexOf(recent.id)).toBeLessThan(ids.indexOf(old.id));
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(later.id);
    expect(list.blogs[0]).toEqual({
      blogID: recent.id,
      slug: recent.slug,
      title: 'A bright entrance for the new year',
      category: 'Feng Shui',
      excerpt: expect.any(String),
      cover_image: null,
      cover_image_srcset: null,
      publish_date: recent.publishDate.toISOString(),
    });

    const palmistry = (await get('/api/cms/blogs?category=palmistry&limit=3')).json();
    expect(palmistry.blogs.map((blog: { blogID: number }) => blog.blogID)).toEqual([old.id]);
    const paged = (await get('/api/cms/blogs?limit=1&page=2')).json();
    expect(paged).toMatchObject({ page: 2, limit: 1, total: 2, total_pages: 2 });
    expect(paged.blogs[0].blogID).toBe(old.id);

    expect((await get(`/api/cms/blogs/${draft.id}`)).statusCode).toBe(404);
    expect((await get(`/api/cms/blogs/${later.id}`)).json()).toMatchObject({ message: 'Blog not found' });
  });

  it('refuses an unknown topic, a page of nothing and a limit out of range', async () => {
    expect((await get('/api/cms/blogs?category=Astrology')).statusCode).toBe(400);
    expect((await get('/api/cms/blogs?page=0')).statusCode).toBe(400);
    expect((await get('/api/cms/blogs?limit=500')).statusCode).toBe(400);
    expect((await get('/api/cms/blogs?limit=abc')).json().message).toContain('limit');
  });

  it('reads one post by number or slug, and says so when there is none', async () => {
    const post = await createBlogPost(t.db, {
      title: 'What a dream of water means',
      category: 'Dream Meaning',
      contentHtml: '<h2>Calm water</h2><p>Clear, still water speaks of peace.</p>',
    });
    const byId = (await get(`/api/cms/blogs/${post.id}`)).json();
    expect(byId).toMatchObject({
      blogID: post.id,
      content: '<h2>Calm water</h2><p>Clear, still water speaks of peace.</p>',
    });
    expect((await get(`/api/cms/blogs/${post.slug}`)).json().blogID).toBe(post.id);
    const missing = await get('/api/cms/blogs/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Blog not found');
    expect((await get('/api/cms/blogs/99999999999999')).statusCode).toBe(404);
    expect((await get(`/api/cms/blogs/${'x'.repeat(170)}`)).statusCode).toBe(400);
  });

  it('finds a post by a word of its title, by the start of a word and despite a typo', async () => {
    const post = await createBlogPost(t.db, {
      title: 'Why the Laughing Buddha sits facing the door',
      category: 'Feng Shui',
    });
    const search = async (query: string) =>
      (await get(`/api/cms/blogs/search?query=${encodeURIComponent(query)}`))
        .json()
        .blogs.map((blog: { blogID: number }) => blog.blogID);
    expect(await search('buddha')).toContain(post.id);
    expect(await search('laugh')).toContain(post.id);
    expect(await search('Buddah')).toContain(post.id);
    // A typo of its category or of a word of its summary finds it too.
    expect(await search('feng shiu')).toContain(post.id);
    expect(await search('   ')).toEqual([]);
    expect(await search('the')).not.toContain(undefined);
    expect(await search('zzzqqq')).toEqual([]);
    // A weak likeness is no match: "condo" shares a start with "condition", nothing more.
    const unrelated = await createBlogPost(t.db, {
      title: 'The condition of your front door',
      category: 'Home',
    });
    expect(await search('condo')).not.toContain(unrelated.id);
    expect(await search('condition')).toContain(unrelated.id);
    const hostile = await get(
      `/api/cms/blogs/search?query=${encodeURIComponent("'); drop table blogs; --:* & !")}`,
    );
    expect(hostile.statusCode).toBe(200);
    const long = await get(`/api/cms/blogs/search?query=${'a'.repeat(1000)}`);
    expect(long.statusCode).toBe(200);
    expect(long.json()).toEqual({ blogs: [] });
    const pasted = encodeURIComponent("laughing buddha 'door' & | ! :* <-> (".repeat(30).slice(0, 1000));
    const words = await get(`/api/cms/blogs/search?query=${pasted}`);
    expect(words.statusCode).toBe(200);
    expect(Array.isArray(words.json().blogs)).toBe(true);
    expect((await get(`/api/cms/blogs/search?query=${'a'.repeat(1001)}`)).statusCode).toBe(400);
    expect((await get('/api/cms/blogs/search')).statusCode).toBe(400);
  });
});

describe('the owner writing blog posts', () => {
  it('keeps guests and customers out of every blog call', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/cms/blogs' },
      { method: 'GET' as const, url: '/api/admin/cms/blogs/1' },
      { method: 'POST' as const, url: '/api/admin/cms/blogs', payload: { title: 'x' } },
      { method: 'PUT' as const, url: '/api/admin/cms/blogs/1', payload: { title: 'x' } },
      { method: 'DELETE' as const, url: '/api/admin/cms/blogs/1' },
      { method: 'POST' as const, url: '/api/admin/cms/preview', payload: { html: '<p>x</p>' } },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(
        (await t.app.inject({ ...call, headers: customer })).statusCode,
        `${call.method} ${call.url}`,
      ).toBe(403);
    }
  });

  it('creates a post with a cover as multipart, sanitising its text, and publishes it later', async () => {
    const { payload, headers } = multipartBody(
      {
        title: 'Moving house on a lucky day',
        category: 'Feng Shui',
        content:
          '<p onclick="steal()">Pick a <b>good</b> day.</p><script>alert(1)</script><a href="javascript:alert(1)">bad</a><a href="https://example.ph/x" target="_blank">good</a><img src="https://evil.example/pixel.gif"><img src="/media/cms/inline/abc.webp" onerror="x()"><iframe src="https://evil.example"></iframe>',
        status: 'draft',
      },
      { cover_image: await pngFile(2400, 1200) },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cms/blogs',
      payload,
      headers: { ...headers, ...admin },
    });
    expect(created.statusCode).toBe(200);
    const blog = created.json();
    expect(blog).toMatchObject({
      title: 'Moving house on a lucky day',
      status: 'draft',
      slug: 'moving-house-on-a-lucky-day',
    });
    expect(blog.content).toBe(
      '<p>Pick a <strong>good</strong> day.</p><a rel="noopener noreferrer">bad</a><a href="https://example.ph/x" rel="noopener noreferrer">good</a><img src="/media/cms/inline/abc.webp" />',
    );
    expect(blog.cover_image).toMatch(/^\/media\/cms\/blogs\/[0-9a-f]{20}\/1600\.webp$/);
    const stored = (await get(blog.cover_image)).rawPayload;
    expect(stored.subarray(8, 12).toString()).toBe('WEBP');
    // The cover also comes in narrower widths, each a real WebP of that width, for phones and cards.
    const base = blog.cover_image.replace('/1600.webp', '');
    expect(blog.cover_image_srcset).toBe(
      `${base}/480.webp 480w, ${base}/800.webp 800w, ${base}/1200.webp 1200w, ${base}/1600.webp 1600w`,
    );
    for (const width of [480, 800, 1200]) {
      const narrower = await sharp((await get(`${base}/${width}.webp`)).rawPayload).metadata();
      expect(narrower).toMatchObject({ format: 'webp', width });
    }
    expect((await get(`/api/cms/blogs/${blog.blogID}`)).statusCode).toBe(404);

    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/cms/blogs/${blog.blogID}`,
      payload: { status: 'published' },
      headers: admin,
    });
    expect(published.json()).toMatchObject({
      status: 'published',
      title: 'Moving house on a lucky day',
      cover_image: blog.cover_image,
    });
    expect((await get(`/api/cms/blogs/${blog.blogID}`)).json().title).toBe('Moving house on a lucky day');
  });

  it('gives a second post of the same title its own slug, and a renamed post a new one', async () => {
    const post = (title: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/cms/blogs',
        payload: { title, category: 'Palmistry', content: '<p>Lines.</p>' },
        headers: admin,
      });
    const [first, second] = await Promise.all([post('The heart line'), post('The heart line')]);
    expect([first.json().slug, second.json().slug].sort()).toEqual(['the-heart-line', 'the-heart-line-2']);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/cms/blogs/${second.json().blogID}`,
      payload: { title: 'The head line' },
      headers: admin,
    });
    expect(renamed.json().slug).toBe('the-head-line');
  });

  it('refuses a post without a title, with an unknown topic, with nothing left once cleaned, or with a fake image', async () => {
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/cms/blogs',
        payload: payload as object,
        headers: admin,
      });
    const noTitle = await post({ category: 'Feng Shui', content: '<p>x</p>' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('Request body field "title": Title is required');
    expect((await post({ title: 'x', category: 'Astrology', content: '<p>x</p>' })).json().message).toContain(
      'Topic must be one of',
    );
    expect(
      (await post({ title: 'x', category: 'Feng Shui', content: '<script>alert(1)</script>' })).json()
        .message,
    ).toBe('The post has no content left once cleaned');
    expect(
      (await post({ title: 'x', category: 'Feng Shui', content: '<p>x</p>', publish_date: 'tomorrow' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post({ title: 'x'.repeat(201), category: 'Feng Shui', content: '<p>x</p>' })).statusCode,
    ).toBe(400);
    expect(
      (await post({ title: 'x', category: 'Feng Shui', content: '<p>x</p>', status: 'live' })).statusCode,
    ).toBe(400);
    expect((await post([1, 2])).statusCode).toBe(400);

    const fake = multipartBody(
      { title: 'Fake', category: 'Feng Shui', content: '<p>x</p>' },
      {
        cover_image: {
          filename: 'cover.jpg',
          contentType: 'image/jpeg',
          data: Buffer.from('just some text, not a picture'),
        },
      },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cms/blogs',
      payload: fake.payload,
      headers: { ...fake.headers, ...admin },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The file is not an image we can read');

    const svg = multipartBody(
      { title: 'Svg', category: 'Feng Shui', content: '<p>x</p>' },
      {
        cover_image: {
          filename: 'cover.png',
          contentType: 'image/png',
          data: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          ),
        },
      },
    );
    const svgRefused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cms/blogs',
      payload: svg.payload,
      headers: { ...svg.headers, ...admin },
    });
    expect(svgRefused.json().message).toBe('SVG images are not accepted');

    const stray = multipartBody(
      { title: 'x', category: 'Feng Shui', content: '<p>x</p>' },
      { pdf: await pngFile() },
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/cms/blogs',
          payload: stray.payload,
          headers: { ...stray.headers, ...admin },
        })
      ).json().message,
    ).toBe('Unexpected file "pdf"');
  });

  it('refuses a cover over 10 MB', async () => {
    const big = multipartBody(
      { title: 'Big', category: 'Feng Shui', content: '<p>x</p>' },
      {
        cover_image: {
          filename: 'big.png',
          contentType: 'image/png',
          data: Buffer.alloc(11 * 1024 * 1024, 1),
        },
      },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cms/blogs',
      payload: big.payload,
      headers: { ...big.headers, ...admin },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large (at most 10 MB)');
  });

  it('lists drafts and published posts for the owner, searches them, and deletes one', async () => {
    const draft = await createBlogPost(t.db, { title: 'A draft about bagua mirrors', status: 'draft' });
    const list = (await get('/api/admin/cms/blogs?status=draft&q=bagua', admin)).json();
    expect(list.blogs.map((blog: { blogID: number }) => blog.blogID)).toEqual([draft.id]);
    expect(list.blogs[0]).not.toHaveProperty('content');
    expect((await get(`/api/admin/cms/blogs/${draft.id}`, admin)).json().content).toContain('A short note');
    expect((await get('/api/admin/cms/blogs?status=hidden', admin)).statusCode).toBe(400);
    expect((await get('/api/admin/cms/blogs/abc', admin)).statusCode).toBe(400);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/cms/blogs/${draft.id}`,
      headers: admin,
    });
    expect(removed.json()).toEqual({ success: true, message: 'Blog post deleted' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/cms/blogs/${draft.id}`, headers: admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/cms/blogs/${draft.id}`,
          payload: { title: 'Gone' },
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('previews rich text as it would be saved', async () => {
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cms/preview',
      payload: { html: '<h1>Title</h1><p style="color:red">Text<img src=x onerror=alert(1)></p>' },
      headers: admin,
    });
    expect(preview.json()).toEqual({ html: '<h2>Title</h2><p>Text</p>' });
  });

  it('stores a picture for a rich text and answers its address', async () => {
    const body = multipartBody({}, { image: await pngFile() });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cms/images',
      payload: body.payload,
      headers: { ...body.headers, ...admin },
    });
    expect(response.json().url).toMatch(/^\/media\/cms\/inline\/[0-9a-f]{20}\/1200\.webp$/);
    const empty = multipartBody({ note: 'no file' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/cms/images',
          payload: empty.payload,
          headers: { ...empty.headers, ...admin },
        })
      ).json().message,
    ).toBe('Choose a picture to upload');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/cms/images', payload: {}, headers: admin }))
        .statusCode,
    ).toBe(400);
  });
});
