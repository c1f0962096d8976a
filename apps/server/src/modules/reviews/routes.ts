import { apiErrorSchema } from '@fengshui/shared/api-error';
import {
  postReviewResponseSchema,
  productIdParamsSchema,
  productReviewsSchema,
  purchaseCheckSchema,
  REVIEW_MESSAGES,
  recentReviewsQuerySchema,
  recentReviewsSchema,
  reviewRequestSchema,
} from '@fengshui/shared/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireUser } from '../../http/auth-guards.ts';
import { PUBLIC_READ } from '../../http/cache-policy.ts';
import { limit } from '../../http/rate-limits.ts';
import { refuseInvalidForm } from '../messages/index.ts';
import { checkPurchase, listProductReviews, listRecentReviews, postReview } from './review-service.ts';

/** Product reviews (docs/catalogue.md#reviews and #api). */
export function reviewRoutes({ db, config }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reviews/product/:productId',
      {
        config: PUBLIC_READ,
        schema: {
          operationId: 'listProductReviews',
          tags: ['reviews'],
          summary: "A product's reviews, newest first",
          params: productIdParamsSchema,
          response: { 200: productReviewsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => listProductReviews(db, request.params.productId),
    );

    app.get(
      '/reviews/recent',
      {
        config: PUBLIC_READ,
        schema: {
          operationId: 'listRecentReviews',
          tags: ['reviews'],
          summary: 'The newest reviews with their product, for the home page',
          querystring: recentReviewsQuerySchema,
          response: { 200: recentReviewsSchema, 400: apiErrorSchema },
        },
      },
      (request) => listRecentReviews(db, request.query.limit),
    );

    // Under /orders because the spec calls it there (docs/catalogue.md#api), but it answers a review question.
    app.get(
      '/orders/check/:productId',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'checkReviewEligibility',
          tags: ['reviews'],
          summary: 'Whether the customer has received the product (and so may review it)',
          params: productIdParamsSchema,
          response: { 200: purchaseCheckSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      (request) => checkPurchase(db, currentUser(request).id, request.params.productId),
    );

    app.post(
      '/reviews',
      {
        onRequest: requireUser,
        config: limit('review', config),
        attachValidation: true,
        schema: {
          operationId: 'createReview',
          tags: ['reviews'],
          summary: 'Reviews a delivered product, once',
          body: reviewRequestSchema,
          response: {
            201: postReviewResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        // The form shows the server's message as it is ("Please choose a rating from 1 to 5 stars").
        refuseInvalidForm(request);
        const result = await postReview(db, currentUser(request).id, request.body);
        return reply.status(201).send({
          success: true as const,
          message: REVIEW_MESSAGES.posted,
          review: result.review,
          average_rating: result.averageRating,
          review_count: result.reviewCount,
        });
      },
    );
  };
}
