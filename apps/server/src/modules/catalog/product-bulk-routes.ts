import { productBulkRequestSchema, productBulkResponseSchema } from '@fengshui/shared/admin-product-bulk';
import { apiErrorSchema } from '@fengshui/shared/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/auth-guards.ts';
import { bulkProductAction } from './product-bulk-actions.ts';

/** The product table's bulk actions (docs/admin.md#products). Admin only. */
export function productBulkRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/products/bulk',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'bulkUpdateProducts',
          tags: ['admin'],
          summary:
            'Archive, set the category of, or switch the flash deal of several products; each on its own',
          body: productBulkRequestSchema,
          response: {
            200: productBulkResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      (request) => bulkProductAction(deps, request.body),
    );
  };
}
