import { and, asc, eq, inArray } from 'drizzle-orm';
import { refreshProductRating } from '../../modules/reviews/index.ts';
import type { DbOrTx } from '../client.ts';
import { orderItems, orders, products, reviews, users } from '../schema/index.ts';
import { DEMO_CUSTOMER } from './seed-customer.ts';
import { DEMO_SHOPPERS } from './seed-orders.ts';

const DAY_MS = 86_400_000;

interface SeedReview {
  rating: number;
  text: string;
}

// Original reviews of the products the demo order book sells them (seed-orders.ts), by
// "<username>/<product slug>".
const WRITTEN_REVIEWS: Record<string, SeedReview> = {
  'demo/red-string-lucky-knot-bracelet': {
    rating: 5,
    text: 'Ordered one for myself and ended up buying more for my mom, my sister and my inaanak who just started her first job in BGC. The cord is soft, the knot is neat, and it has not frayed even after weeks of squeezing into the MRT. Simple, but it feels special.',
  },
  'josereyes/the-twelve-animals-a-chinese-zodiac-companion': {
    rating: 5,
    text: 'Meant as a gift for my lola, but I read it first. The compatibility chapters kept the whole family busy after Noche Buena. My Tita is an Ox and I am a Tiger, and suddenly a lot of things make sense! Clear writing, lovely drawings, and the birth-year table goes back far enough for the lolos.',
  },
  'josereyes/red-string-lucky-knot-bracelet': {
    rating: 4,
    text: 'Light and comfortable, I forget I am wearing it. The sliding knot is a nice touch. One star off only because I would have liked a slightly thicker cord, but for the price it is a lovely everyday charm. Reached Quezon City in two days.',
  },
  'analim/flying-stars-made-simple': {
    rating: 3,
    text: 'Informative, but read it slowly. The worked examples helped me chart our condo in Mandaluyong, though I went back to the chapter on the periods three times. Better for someone who already knows the basics; beginners may want a gentler book first.',
  },
  'analim/hematite-grounding-bracelet': {
    rating: 5,
    text: 'I work the night shift at a call centre and putting this on has become part of my routine before every shift. Heavier than I expected, in a good way, and the beads are smooth and well strung. It came in a pretty red pouch, so it would make a good pasalubong too.',
  },
  'carlomendoza/feng-shui-for-the-sari-sari-store-and-small-business': {
    rating: 5,
    text: 'Finally a feng shui book that talks about tindahan and carinderia, not mansions. We moved the cash drawer and cleared the boxes by the entrance of our store in Batangas, and the place just feels more welcoming. My parents are reading it now. Highly recommended for small business owners.',
  },
  'carlomendoza/pyrite-money-magnet-bracelet': {
    rating: 4,
    text: 'Beautiful golden shine, the little cubes catch the light when I am at the counter. I leave it in the kaha overnight like the description suggests. A bit heavy for very hot days, so I switch it out sometimes, but I am very happy with it.',
  },
};

// For a catalogue without those products (tests, a changed demo catalogue): still warm, still true
// of anything the shop sells.
const FALLBACK_REVIEWS: SeedReview[] = [
  {
    rating: 5,
    text: 'Arrived well packed and exactly as pictured. You can feel the care that went into it. It now sits on my desk where I see it every morning. Salamat po!',
  },
  {
    rating: 4,
    text: 'Good quality for the price, and delivery to Cavite was quicker than I expected. I will order again before Chinese New Year.',
  },
  {
    rating: 5,
    text: 'Bought this as a housewarming gift for my kumare and she loved it. The little note explaining where to place it was a thoughtful touch.',
  },
  {
    rating: 3,
    text: 'Nice piece, a little smaller than I imagined from the photos, so check the measurements. The shop answered my questions quickly and kindly.',
  },
];

/**
 * Reviews by the demo customers of the products their completed orders brought them, so ratings and
 * the home page's recent reviews show from the first start. The demo customer (Maria) reviews only
 * the first product of her completed order: the others are left for a newcomer to try the form.
 */
export async function seedReviews(db: DbOrTx, now = new Date()): Promise<void> {
  const reviewers = [DEMO_CUSTOMER.username, ...DEMO_SHOPPERS.map((shopper) => shopper.username)];
  const bought = await db
    .select({
      userId: users.id,
      username: users.username,
      productId: orderItems.productId,
      slug: products.slug,
      deliveredAt: orders.deliveredAt,
      placedAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(inArray(users.username, reviewers), eq(orders.status, 'completed')))
    .orderBy(asc(orders.createdAt), asc(orderItems.id));

  const seen = new Set<string>();
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const item of bought) {
    const key = `${item.userId}/${item.productId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (item.username === DEMO_CUSTOMER.username && rows.some((row) => row.userId === item.userId)) continue;
    const review =
      WRITTEN_REVIEWS[`${item.username}/${item.slug}`] ??
      FALLBACK_REVIEWS[rows.length % FALLBACK_REVIEWS.length]!;
    // Written a day or few after the parcel arrived, never in the future.
    const arrived = item.deliveredAt ?? item.placedAt;
    const at = new Date(Math.min(now.getTime(), arrived.getTime() + (1 + (rows.length % 4)) * DAY_MS));
    rows.push({
      productId: item.productId,
      userId: item.userId,
      rating: review.rating,
      text: review.text,
      createdAt: at,
      updatedAt: at,
    });
  }
  if (rows.length === 0) return;
  await db.insert(reviews).values(rows).onConflictDoNothing();
  for (const productId of new Set(rows.map((row) => row.productId)))
    await refreshProductRating(db, productId);
}
