import { reviewKeys } from '@fengshui/shared/query-keys';
import type { RecentReview } from '@fengshui/shared/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { recentReviewList } from '../logic/home-lists.ts';
import { RECENT_REVIEW_COUNT } from '../logic/home-timings.ts';

/** GET /reviews/recent?limit=3: the newest reviews with their product's name. */
export const getRecentReviews = (limit: number, signal?: AbortSignal) =>
  apiRequest<RecentReview[] | { reviews: RecentReview[] }>('/reviews/recent', {
    query: { limit },
    signal,
  }).then(recentReviewList);

export const recentReviewsQuery = (limit = RECENT_REVIEW_COUNT) =>
  queryOptions({
    queryKey: reviewKeys.recent(limit),
    queryFn: ({ signal }) => getRecentReviews(limit, signal),
    staleTime: 5 * 60_000,
  });

export const useRecentReviews = () => useQuery(recentReviewsQuery());
