import { apiErrorSchema } from '@fengshui/shared/api-error';
import { socialProofQuerySchema, socialProofSchema } from '@fengshui/shared/social-proof';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { PUBLIC_READ_PER_VISITOR } from '../../http/cache-policy.ts';
import { SESSION_OPTIONAL } from '../../http/openapi.ts';
import { socialProofFor } from './social-proof-service.ts';

/** The social-proof ticker's sentence for a page (docs/content.md#social-proof). */
export function socialProofRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/social-proof',
      {
        // Asked on every page view, so guests' answers may be shared for a minute. The product and cart
        // counts leave out the signed-in viewer's own cart: those answers are theirs alone.
        config: PUBLIC_READ_PER_VISITOR,
        schema: {
          operationId: 'getSocialProof',
          security: SESSION_OPTIONAL,
          tags: ['catalogue'],
          summary: 'One true fact for the ticker on home, shop, product or cart, or nulls when there is none',
          querystring: socialProofQuerySchema,
          response: { 200: socialProofSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        const viewerId = request.user?.id ?? null;
        return socialProofFor(db, request.query, viewerId);
      },
    );
  };
}
