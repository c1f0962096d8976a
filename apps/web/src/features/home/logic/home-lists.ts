import type { ProductCard } from '@fengshui/shared/catalog';
import type { RecentReview } from '@fengshui/shared/reviews';
import { FEATURED_PRODUCT_COUNT, HIGHLIGHT_CARD_COUNT, RECENT_REVIEW_COUNT } from './home-timings.ts';

/** The ticker's four products: the first best sellers. */
export function featuredProducts(bestSellers: readonly ProductCard[] | undefined): ProductCard[] {
  return (bestSellers ?? []).slice(0, FEATURED_PRODUCT_COUNT);
}

/**
 * The shop slide's cards: best sellers the ticker does not already show, topped up with new
 * arrivals, so the two sections rarely repeat each other. No product appears twice.
 */
export function shopSlideProducts(
  bestSellers: readonly ProductCard[] | undefined,
  newArrivals: readonly ProductCard[] | undefined,
): ProductCard[] {
  const candidates = [...(bestSellers ?? []).slice(FEATURED_PRODUCT_COUNT), ...(newArrivals ?? [])];
  const seen = new Set<number>();
  const picked: ProductCard[] = [];
  for (const product of candidates) {
    if (seen.has(product.product_id)) continue;
    seen.add(product.product_id);
    picked.push(product);
    if (picked.length === HIGHLIGHT_CARD_COUNT) break;
  }
  return picked;
}

/** docs/content.md#api: the recent reviews come as a list or as an object holding a list. */
export function recentReviewList(data: unknown): RecentReview[] {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { reviews?: unknown }).reviews)
      ? (data as { reviews: unknown[] }).reviews
      : [];
  return (list as RecentReview[]).slice(0, RECENT_REVIEW_COUNT);
}
