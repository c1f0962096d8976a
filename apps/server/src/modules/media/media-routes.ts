import { mediaLibraryQuerySchema, mediaLibraryResponseSchema } from '@fengshui/shared/admin-media';
import { apiErrorSchema } from '@fengshui/shared/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/auth-guards.ts';
import { mediaLibrary } from './media-library.ts';

/** The media library of the rich-text editor (docs/admin.md#rich-text). Admin only. */
export function mediaLibraryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/media',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'listMedia',
          tags: ['admin'],
          summary: 'The pictures already in the shop, newest first, to place in a rich text',
          querystring: mediaLibraryQuerySchema,
          response: {
            200: mediaLibraryResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      (request) => mediaLibrary(deps.db, deps.storage, request.query),
    );
  };
}
