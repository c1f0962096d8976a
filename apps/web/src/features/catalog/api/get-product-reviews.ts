import { reviewKeys } from '@fengshui/shared/query-keys';
import type { Review } from '@fengshui/shared/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /reviews/product/:productId: newest first. */
export const getProductReviews = (productId: number, signal?: AbortSignal) =>
  apiRequest<Review[]>(`/reviews/product/${productId}`, { signal });

export const productReviewsQuery = (productId: number) =>
  queryOptions({
    queryKey: reviewKeys.product(productId),
    queryFn: ({ signal }) => getProductReviews(productId, signal),
  });

export function useProductReviews(productId: number) {
  return useQuery(productReviewsQuery(productId));
}
