import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCategory, createProduct } from '../factories/catalog.ts';
import { createPlace } from '../factories/locations.ts';
import { products, reviews } from '../schema/index.ts';
import { DEMO_CUSTOMER, seedDemoCustomer } from './seed-customer.ts';
import { seedOrders } from './seed-orders.ts';
import { seedReviews } from './seed-reviews.ts';

// The demo order book sells the first twelve products; these are the demo catalogue's, in its order.
const SLUGS = [
  'red-string-lucky-knot-bracelet',
  'hematite-grounding-bracelet',
  'pyrite-money-magnet-bracelet',
  'imperial-jade-and-gold-pi-xiu-bracelet',
  'the-lucky-door-welcoming-wealth-through-your-entrance',
  'five-elements-at-home-a-practical-workbook',
  'the-twelve-animals-a-chinese-zodiac-companion',
  'flying-stars-made-simple',
  'feng-shui-for-the-sari-sari-store-and-small-business',
  'crystals-and-chi-a-beginners-guide-to-energy-stones',
  'brass-pi-xiu-guardian-pair',
  'golden-wealth-ship',
];

let t: TestApp;
let demoHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createPlace(t.db, { postcode: '1226' });
  const categoryId = (await createCategory(t.db)).id;
  for (const slug of SLUGS) await createProduct(t.db, { categoryId, slug, price: 480 });
  await seedDemoCustomer(t.db);
  await seedOrders(t.db);
  await seedReviews(t.db);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrUsername: DEMO_CUSTOMER.username, password: DEMO_CUSTOMER.password },
  });
  demoHeaders = { authorization: `Bearer ${login.json().token}` };
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the demo reviews', () => {
  it("reviews the demo customers' completed purchases and sets each product's rating from them", async () => {
    const rows = await t.db
      .select({
        slug: products.slug,
        averageRating: products.averageRating,
        reviewCount: products.reviewCount,
      })
      .from(products)
      .orderBy(asc(products.id));
    const rated = Object.fromEntries(
      rows
        .filter((row) => row.reviewCount > 0)
        .map((row) => [row.slug, [row.averageRating, row.reviewCount]]),
    );
    expect(rated).toEqual({
      // The demo customer (5) and Jose (4).
      'red-string-lucky-knot-bracelet': [4.5, 2],
      'hematite-grounding-bracelet': [5, 1],
      'pyrite-money-magnet-bracelet': [4, 1],
      'the-twelve-animals-a-chinese-zodiac-companion': [5, 1],
      'flying-stars-made-simple': [3, 1],
      'feng-shui-for-the-sari-sari-store-and-small-business': [5, 1],
    });
    const all = await t.db.select().from(reviews);
    expect(all).toHaveLength(7);
    for (const review of all) {
      expect(review.text.length).toBeGreaterThan(80);
      expect(review.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('shows the newest three on the home page, with their authors by first name and initial', async () => {
    const recent = (await get('/api/reviews/recent?limit=3')).json();
    expect(recent).toHaveLength(3);
    for (const review of recent) expect(review.user_name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    const times = recent.map((review: { created_at: string }) => Date.parse(review.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('leaves the demo customer products to review herself', async () => {
    const [, hematite, pyrite] = await t.db.select().from(products).orderBy(asc(products.id));
    // Completed (reviewed by Ana, not by her) and delivered, awaiting Order Received.
    for (const product of [hematite!, pyrite!])
      expect((await get(`/api/orders/check/${product.id}`, demoHeaders)).json()).toEqual({
        hasPurchased: true,
        hasReviewed: false,
      });
  });
});
