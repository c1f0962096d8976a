import { z } from 'zod';
import { ROW_ID_MAX } from './constants.ts';
import { fromNumberText } from './number-text.ts';

// Product reviews (docs/catalogue.md#reviews): one review per customer and
// product, 1 to 5 whole stars, written after the product has been delivered.

export const REVIEW_TEXT_MAX = 2000;
export const RECENT_REVIEWS_DEFAULT = 3;
export const RECENT_REVIEWS_MAX = 20;

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars',
  textTooLong: `Your review must be at most ${REVIEW_TEXT_MAX} characters`,
  textNotAllowed: 'Your review contains characters that are not allowed',
  productRequired: 'Please choose a product to review',
  alreadyReviewed: 'You have already reviewed this product',
  notDelivered: 'You can review a product after it has been delivered to you.',
  productNotFound: 'Product not found',
  posted: 'Thank you! Your review has been posted.',
} as const;

// Control characters (a NUL cannot even be stored) are refused; line breaks and tabs are fine.
const hasControlCharacters = (text: string) => /\p{Cc}/u.test(text.replace(/[\n\r\t]/g, ''));

const rating = z
  .number({ error: REVIEW_MESSAGES.ratingRequired })
  .int({ error: REVIEW_MESSAGES.ratingRequired })
  .min(1, { error: REVIEW_MESSAGES.ratingRequired })
  .max(5, { error: REVIEW_MESSAGES.ratingRequired });

/**
 * POST /reviews {product_id, rating, review_text}. The text is plain text: it is stored as typed
 * (trimmed) and always rendered as text, so markup in it is harmless and shown literally.
 */
export const reviewRequestSchema = z.object({
  product_id: z
    .number({ error: REVIEW_MESSAGES.productRequired })
    .int({ error: REVIEW_MESSAGES.productRequired })
    .positive({ error: REVIEW_MESSAGES.productRequired })
    .max(ROW_ID_MAX, { error: REVIEW_MESSAGES.productNotFound }),
  rating,
  review_text: z
    .string({ error: 'Your review must be text' })
    .trim()
    .max(REVIEW_TEXT_MAX, { error: REVIEW_MESSAGES.textTooLong })
    .refine((text) => !hasControlCharacters(text), { error: REVIEW_MESSAGES.textNotAllowed })
    .default(''),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

/**
 * A review as the shop shows it. The spec's readers look for several names of the same field
 * (review_id or id; review_text, comment or text; user_name or username), so each is present. The
 * author is the first name and last initial ("Maria S."), never the e-mail or the account name.
 */
export const reviewSchema = z.object({
  review_id: z.number().int(),
  id: z.number().int(),
  product_id: z.number().int(),
  user_id: z.number().int(),
  rating: z.number().int(),
  review_text: z.string(),
  comment: z.string(),
  text: z.string(),
  user_name: z.string(),
  username: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const productReviewsSchema = z.array(reviewSchema);

/** GET /reviews/recent: the home page's cards link to the product. */
export const recentReviewSchema = reviewSchema.extend({ product_name: z.string() });
export type RecentReview = z.infer<typeof recentReviewSchema>;
export const recentReviewsSchema = z.array(recentReviewSchema);

export const recentReviewsQuerySchema = z.object({
  limit: fromNumberText(
    z
      .number({ error: 'Limit must be a number' })
      .int({ error: 'Limit must be a whole number' })
      .min(1, { error: 'Limit must be at least 1' })
      .max(RECENT_REVIEWS_MAX, { error: `Limit must be at most ${RECENT_REVIEWS_MAX}` }),
  ).prefault(RECENT_REVIEWS_DEFAULT),
});

export const productIdParamsSchema = z.object({
  productId: fromNumberText(
    z
      .number({ error: 'Product id must be a number' })
      .int({ error: 'Product id must be a whole number' })
      .positive({ error: 'Product id must be positive' })
      .max(ROW_ID_MAX, { error: 'Product id is too large' }),
  ),
});

/** GET /orders/check/:productId: may this customer review the product, and have they already? */
export const purchaseCheckSchema = z.object({ hasPurchased: z.boolean(), hasReviewed: z.boolean() });
export type PurchaseCheck = z.infer<typeof purchaseCheckSchema>;

export const postReviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  review: reviewSchema,
  average_rating: z.number(),
  review_count: z.number().int(),
});
export type PostReviewResponse = z.infer<typeof postReviewResponseSchema>;

/** "Maria S.": how a reviewer is named in public. */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : 'Customer';
  return initial ? `${first} ${initial}.` : first;
}
