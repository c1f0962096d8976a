import type { OrderStatus } from '@fengshui/shared/order-status';
import {
  type PurchaseCheck,
  REVIEW_MESSAGES,
  type RecentReview,
  type Review,
  reviewerName,
  type reviewRequestSchema,
} from '@fengshui/shared/reviews';
import { and, avg, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueRefusal } from '../../db/database-errors.ts';
import { orderItems, orders, products, reviews, users } from '../../db/schema/index.ts';
import { Conflict, Forbidden, NotFound } from '../../domain/errors.ts';
import { setProductRating } from '../catalog/index.ts';

type ValidReviewRequest = z.output<typeof reviewRequestSchema>;

// docs/catalogue.md#reviews: a review needs the product in hand: delivered, received (Order Received) or completed.
export const REVIEWABLE_STATUSES: readonly OrderStatus[] = ['delivered', 'received', 'completed'];

const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  userId: reviews.userId,
  rating: reviews.rating,
  text: reviews.text,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

interface ReviewRow {
  id: number;
  productId: number;
  userId: number;
  rating: number;
  text: string;
  createdAt: Date;
  updatedAt: Date;
  firstName: string;
  lastName: string;
}

function toReview(row: ReviewRow): Review {
  const author = reviewerName(row.firstName, row.lastName);
  return {
    review_id: row.id,
    id: row.id,
    product_id: row.productId,
    user_id: row.userId,
    rating: row.rating,
    review_text: row.text,
    comment: row.text,
    text: row.text,
    user_name: author,
    username: author,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function requireProduct(db: DbOrTx, productId: number): Promise<void> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw new NotFound(REVIEW_MESSAGES.productNotFound, 'PRODUCT_NOT_FOUND');
}

/** GET /reviews/product/:productId: every review of the product, newest first. */
export async function listProductReviews(db: DbOrTx, productId: number): Promise<Review[]> {
  await requireProduct(db, productId);
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toReview);
}

/**
 * GET /reviews/recent: the newest reviews with something to read, of products still on sale, for the
 * home page (docs/content.md#home-page: recent customer reviews).
 */
export async function listRecentReviews(db: DbOrTx, limit: number): Promise<RecentReview[]> {
  const rows = await db
    .select({ ...reviewColumns, productName: products.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(products.status, 'active'), ne(reviews.text, '')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((row) => ({ ...toReview(row), product_name: row.productName }));
}

/** Has the customer an order of the product that reached them (delivered, received or completed)? */
export async function hasReceivedProduct(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        inArray(orders.status, [...REVIEWABLE_STATUSES]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function hasReviewed(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
  return Boolean(row);
}

/** GET /orders/check/:productId: whether the review form is for this customer. */
export async function checkPurchase(db: DbOrTx, userId: number, productId: number): Promise<PurchaseCheck> {
  const [hasPurchased, reviewed] = await Promise.all([
    hasReceivedProduct(db, userId, productId),
    hasReviewed(db, userId, productId),
  ]);
  return { hasPurchased, hasReviewed: reviewed };
}

/**
 * products.average_rating and review_count, recomputed from the reviews themselves (never adjusted
 * by increments, so they cannot drift). Run inside the transaction that changed the reviews.
 */
export async function refreshProductRating(
  db: DbOrTx,
  productId: number,
): Promise<{ averageRating: number; reviewCount: number }> {
  // The product row's lock orders concurrent reviews of one product, so each count sees the other's.
  await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  const [summary] = await db
    .select({ average: avg(reviews.rating), total: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  const reviewCount = Number(summary?.total ?? 0);
  const averageRating = reviewCount ? Math.round(Number(summary?.average) * 100) / 100 : 0;
  await setProductRating(db, productId, { averageRating, reviewCount });
  return { averageRating, reviewCount };
}

/**
 * POST /reviews: a delivered product's buyer rates it once; the product's rating follows in the same
 * transaction. A second review is refused (Conflict) rather than replacing the first.
 */
export async function postReview(db: DbOrTx, userId: number, input: ValidReviewRequest) {
  await requireProduct(db, input.product_id);
  if (!(await hasReceivedProduct(db, userId, input.product_id)))
    throw new Forbidden(REVIEW_MESSAGES.notDelivered, 'REVIEW_NOT_ALLOWED');
  if (await hasReviewed(db, userId, input.product_id))
    throw new Conflict(REVIEW_MESSAGES.alreadyReviewed, undefined, 'ALREADY_REVIEWED');
  try {
    return await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(reviews)
        .values({ productId: input.product_id, userId, rating: input.rating, text: input.review_text })
        .returning({ id: reviews.id });
      const rating = await refreshProductRating(tx, input.product_id);
      const [row] = await tx
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.id, inserted!.id));
      return { review: toReview(row!), ...rating };
    });
  } catch (error) {
    // Two submissions racing past the check above: the unique index keeps one.
    if (isUniqueRefusal(error, 'reviews_product_user_key'))
      throw new Conflict(REVIEW_MESSAGES.alreadyReviewed, undefined, 'ALREADY_REVIEWED');
    throw error;
  }
}
