import { zodiacKeys } from '@fengshui/shared/query-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createZodiacEntry } from '../db/seed/content/content-factories.ts';
import { inlineDataOf } from '../test/page-html.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createZodiacEntry(t.db, 'dragon', {
    overview: 'The "Dragon" leads with confidence & courage.\n\nIt thrives on big plans.',
  });
  await createZodiacEntry(t.db, 'pig', { status: 'draft' });
});

afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('zodiac guide pages carry their SEO in the first HTML response', () => {
  it('has the title, description, canonical URL and Open Graph tags of the sign', async () => {
    const response = await page('/prosper-guide/Dragon');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<title>Dragon Zodiac Guide: Career, Health, Love and Lucky Colors | Feng Shui Prosper</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="The &#34;Dragon&#34; leads with confidence &#38; courage. It thrives on big plans.">',
    );
    expect(html).toContain('<link rel="canonical" href="http://shop.test/prosper-guide/dragon">');
    expect(html).toContain('<meta property="og:url" content="http://shop.test/prosper-guide/dragon">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:title" content="Dragon Zodiac Guide');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: 'Dragon Zodiac Guide' });
  });

  it("inlines the guide under the web app's query key, as a guest sees it", async () => {
    const data = inlineDataOf((await page('/prosper-guide/dragon')).body);
    expect(data?.[JSON.stringify(zodiacKeys.guide('dragon'))]).toMatchObject({
      sign: 'dragon',
      name: 'Dragon',
      career: 'Work for the Dragon.',
      is_updated: false,
      is_read: false,
    });
  });

  it('answers an unknown sign and an unpublished one with a 404 page and no data', async () => {
    for (const url of ['/prosper-guide/unicorn', `/prosper-guide/${'rat'.repeat(50)}`]) {
      const unknown = await page(url);
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.body).toContain('<title>Invalid zodiac sign provided. | Feng Shui Prosper</title>');
      expect(inlineDataOf(unknown.body)).toBeNull();
    }

    const draft = await page('/prosper-guide/pig');
    expect(draft.statusCode).toBe(404);
    expect(inlineDataOf(draft.body)).toBeNull();
  });
});
