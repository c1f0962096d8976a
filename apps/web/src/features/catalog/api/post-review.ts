import type { Product } from '@fengshui/shared/catalog';
import { catalogKeys, reviewKeys } from '@fengshui/shared/query-keys';
import type { PostReviewResponse, ReviewRequest } from '@fengshui/shared/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /reviews {product_id, rating, review_text}. */
export const postReview = (body: ReviewRequest) =>
  apiRequest<PostReviewResponse>('/reviews', { method: 'POST', body });

/** Posts the review; the list, the purchase check and the product's rating then follow. */
export function usePostReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReview,
    onSuccess: async (response, request) => {
      // The new rating is in the answer: show it at once, then let the product refetch in the background.
      queryClient.setQueryData<Product>(catalogKeys.product(request.product_id), (product) =>
        product
          ? { ...product, average_rating: response.average_rating, review_count: response.review_count }
          : product,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.product(request.product_id) }),
      ]);
    },
  });
}
