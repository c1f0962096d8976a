import { BLOG_CATEGORIES, ZODIAC_SIGNS } from '@fengshui/shared/cms';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedContent } from './seed-content.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent.write(t.db, await seedContent.prepare(t.storage, () => {}));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the seeded content (docs/architecture.md#demo-data)', () => {
  it('publishes at least twelve substantive blog posts over the four topics, each with a WebP cover', async () => {
    const list = (await get('/api/cms/blogs?limit=50')).json();
    expect(list.total).toBeGreaterThanOrEqual(12);
    expect(new Set(list.blogs.map((blog: { category: string }) => blog.category))).toEqual(
      new Set(BLOG_CATEGORIES),
    );
    for (const summary of list.blogs) {
      const blog = (await get(`/api/cms/blogs/${summary.blogID}`)).json();
      expect(blog.content.match(/<p>/g)?.length ?? 0, blog.title).toBeGreaterThanOrEqual(3);
      expect(blog.content.length, blog.title).toBeGreaterThan(1500);
      expect(blog.content).not.toMatch(/lorem|ipsum/i);
      expect(summary.excerpt.length).toBeGreaterThan(80);
      const cover = await get(summary.cover_image);
      expect(cover.rawPayload.subarray(8, 12).toString(), blog.title).toBe('WEBP');
    }
    expect((await get('/api/cms/blogs/search?query=bagua')).json().blogs[0].slug).toBe(
      'the-bagua-map-explained',
    );
  });

  it('writes the twelve signs with every field filled', async () => {
    const { zodiacs } = (await get('/api/cms/zodiacs')).json();
    expect(zodiacs.map((zodiac: { sign: string }) => zodiac.sign)).toEqual([...ZODIAC_SIGNS]);
    for (const sign of ZODIAC_SIGNS) {
      const zodiac = (await get(`/api/cms/zodiacs/${sign}`)).json();
      for (const field of [
        'name',
        'overview',
        'career',
        'health',
        'love',
        'color',
        'number',
        'daily',
        'weekly',
        'monthly',
      ]) {
        expect(zodiac[field]?.trim().length ?? 0, `${sign}.${field}`).toBeGreaterThan(0);
      }
      expect(zodiac.overview.length, sign).toBeGreaterThan(300);
      expect(zodiac.number, sign).toMatch(/^\d(, \d)*$/);
    }
  });

  it('lists the fifteen product guides, each with a preview and a real PDF', async () => {
    const { guides } = (await get('/api/cms/product-guides')).json();
    expect(guides).toHaveLength(15);
    for (const guide of guides) {
      expect(guide.description.length, guide.title).toBeGreaterThan(40);
      const pdf = await get(guide.pdf);
      expect(pdf.statusCode, guide.title).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString(), guide.title).toBe('%PDF-');
      const pageCount = (await PDFDocument.load(pdf.rawPayload)).getPageCount();
      expect(pageCount, guide.title).toBeGreaterThanOrEqual(1);
      expect(pageCount, guide.title).toBeLessThanOrEqual(2);
      const preview = await get(guide.previewImage);
      expect(preview.rawPayload.subarray(8, 12).toString(), guide.title).toBe('WEBP');
    }
    expect((await get('/api/cms/product-guides/search?query=chimes')).json().guides[0].title).toBe(
      'Wind Chimes',
    );
  });

  it('publishes at least six server FAQs', async () => {
    const { faqs } = (await get('/api/cms/faqs')).json();
    expect(faqs.length).toBeGreaterThanOrEqual(6);
    for (const faq of faqs) expect(faq.answer).toMatch(/^<p>/);
  });
});
