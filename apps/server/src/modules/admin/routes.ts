import { apiErrorSchema } from '@fengshui/shared/api-error';
import { fromNumberText } from '@fengshui/shared/number-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/auth-guards.ts';
import { guardEveryRoute } from '../../http/openapi.ts';
import { listOutboxMail } from '../jobs/index.ts';

const mailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
});

/** Every route here is for admins only (docs/accounts.md#roles). */
export function adminRoutes({ db, mailTransport }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    guardEveryRoute(app, requireAdmin);

    app.get(
      '/admin/mail',
      {
        schema: {
          operationId: 'listOutboxMail',
          tags: ['admin'],
          summary: 'The outbox, newest first (how verification and reset links are read offline)',
          querystring: z.object({ limit: fromNumberText(z.number().int().min(1).max(200)).prefault(50) }),
          response: { 200: z.array(mailSchema), 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request) => listOutboxMail(db, request.query.limit, mailTransport !== null),
    );
  };
}
