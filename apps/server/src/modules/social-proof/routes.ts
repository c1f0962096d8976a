import { apiErrorSchema } from '@fengshui/shared/api-error';
import { socialProofQuerySchema, socialProofSchema } from '@fengshui/shared/social-proof';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { socialProofFor } from './social-proof-service.ts';

/** The social-proof ticker's sentence for a page (docs/content.md#social-proof). */
export function socialProofRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/social-proof',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'One true fact for the ticker on home, shop, product or cart, or nulls when there is none',
          querystring: socialProofQuerySchema,
          response: { 200: socialProofSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const viewerId = request.user?.id ?? null;
        // Asked on every page view, so guests' answers may be cached for a minute. The product and cart
        // counts leave out the signed-in viewer's own cart: those answers are theirs alone.
        const countsCarts = request.query.page === 'product' || request.query.page === 'cart';
        reply.header(
          'cache-control',
          viewerId !== null && countsCarts ? 'private, no-store' : 'public, max-age=60',
        );
        // A guest's answer counts every customer's cart: a browser that signs in must not reuse it.
        if (countsCarts) reply.header('vary', 'cookie, authorization');
        return socialProofFor(db, request.query, viewerId);
      },
    );
  };
}
