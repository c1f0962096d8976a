import { apiErrorSchema } from '@fengshui/shared/api-error';
import { outboxSmsQuerySchema, outboxSmsSchema } from '@fengshui/shared/sms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/auth-guards.ts';
import { listSms } from './sms-outbox.ts';

/** docs/admin.md#sms-outbox: the texts the shop sent or will send, for the owner to read. */
export function smsAdminRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/sms',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'listOutboxSms',
          tags: ['admin'],
          summary: 'The SMS outbox, newest first (how texts are read without a gateway)',
          querystring: outboxSmsQuerySchema,
          response: {
            200: z.array(outboxSmsSchema),
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const rows = await listSms(db, request.query.limit);
        return rows.map((row) => ({
          id: row.id,
          to: row.to,
          text: row.text,
          kind: row.kind,
          order_id: row.orderId,
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt?.toISOString() ?? null,
          provider_message_id: row.providerMessageId,
          error: row.error,
        }));
      },
    );
  };
}
