import type { ProductCard } from '@fengshui/shared/catalog';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { products } from '../../db/schema/index.ts';
import { recordingDb } from '../../test/recording-db.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { searchProducts } from './product-service.ts';
import { rankedSearch } from './search-ranking.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t.db, { slug: 'bracelets', name: 'Bracelets' });
  const now = Date.now();
  const product = (name: string, description: string, age: number) =>
    createProduct(t.db, { categoryId: category.id, name, description, createdAt: new Date(now - age) });
  await product('Obsidian Bracelet', '<p>Black obsidian beads.</p>', 10 * DAY);
  await product('Jade Bracelet', '<p>Green jade beads.</p>', 9 * DAY);
  await product('Wealth Bowl', '<p>Keep a bracelet in it overnight.</p>', 8 * DAY);
  await product('Obsidian Pi Xiu Charm', '<p>A guardian for the door.</p>', 7 * DAY);
  await product('Harmony Bracelet', '<p>Rose quartz beads.</p>', DAY);
  // The newest products match nothing searched here, so a small window holds no match at all.
  for (const [index, name] of ['Brass Wind Chime', 'Money Frog', 'Coin Tassel'].entries()) {
    await product(name, '<p>For the home.</p>', (index + 1) * 60_000);
  }
});
afterAll(() => t.close());

const names = async (query: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products/search?view=card&query=${encodeURIComponent(query)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { products: ProductCard[] }).products.map((found) => found.name);
};

/** The names a search ranks, looking through only the newest `window` products first. */
const rankedNames = async (query: string, limit: number, window: number) => {
  const ranked = await rankedSearch(t.db, query, limit, window);
  if (!ranked) return [];
  const rows = await t.db
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.status, 'active'), ranked.candidates))
    .orderBy(...ranked.order)
    .limit(limit);
  return rows.map((row) => row.name);
};

describe('search ranking', () => {
  it('ranks a match in the name above one only in the description, each newest first', async () => {
    expect(await names('bracelet')).toEqual([
      'Harmony Bracelet',
      'Jade Bracelet',
      'Obsidian Bracelet',
      'Wealth Bowl',
    ]);
  });

  it('ranks what holds every typed word, a typo corrected, above what holds the correction alone', async () => {
    expect(await names('obsidian braclet')).toEqual([
      'Obsidian Bracelet',
      'Harmony Bracelet',
      'Jade Bracelet',
      'Wealth Bowl',
    ]);
  });

  it.each(['bracelet', 'obsidian braclet', 'obsidian', 'pixiu', 'bowl or chime'])(
    'finds "%s" in the same order when the matches lie beyond the newest products it looks through first',
    async (query) => {
      const everything = await rankedNames(query, 50, 1000);
      expect(everything.length).toBeGreaterThan(0);
      for (const window of [1, 2, 3, 4, 6]) {
        for (const limit of [1, 2, 3, 10]) {
          expect(await rankedNames(query, limit, window), `window ${window}, limit ${limit}`).toEqual(
            everything.slice(0, limit),
          );
        }
      }
    },
  );

  it('finds nothing for stop words alone', async () => {
    expect(await rankedSearch(t.db, 'the and of', 20)).toBeNull();
    expect(await names('the and of')).toEqual([]);
  });

  it('runs every search as the same two prepared statements, so a connection plans them once', async () => {
    const recording = recordingDb(t.database);
    const found: string[][] = [];
    for (const query of ['bracelet', 'pixiu', 'obsidian braclet', 'bowl or chime', 'the and of']) {
      const products = await searchProducts(recording.db, t.storage, query, 2, 'card');
      found.push(products.map((product) => product.name));
    }
    expect(found).toEqual([
      ['Harmony Bracelet', 'Jade Bracelet'],
      ['Obsidian Pi Xiu Charm'],
      ['Obsidian Bracelet', 'Harmony Bracelet'],
      ['Brass Wind Chime', 'Wealth Bowl'],
      [],
    ]);
    // Two statements a search (the last one stops after the first), two texts in all, none holding
    // what was searched, each built once and named.
    expect(recording.texts).toHaveLength(9);
    expect(new Set(recording.texts).size).toBe(2);
    expect(recording.built).toEqual(['search_window', 'search_page_card']);
    expect(recording.texts.join('\n')).not.toMatch(/bracelet|braclet|pixiu|pi yao|chime/i);
  });
});
