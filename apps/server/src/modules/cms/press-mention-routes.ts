import { apiErrorSchema } from '@fengshui/shared/api-error';
import { contentDeleteResponseSchema, contentIdParamsSchema } from '@fengshui/shared/cms';
import {
  PRESS_MENTION_MESSAGES,
  pressMentionInputSchema,
  pressMentionListResponseSchema,
  pressMentionSchema,
} from '@fengshui/shared/press-mentions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/auth-guards.ts';
import { PUBLIC_READ } from '../../http/cache-policy.ts';
import {
  createPressMention,
  deletePressMention,
  listPressMentions,
  updatePressMention,
} from './press-mention-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** docs/content.md#press-mentions: the public list for the home page, and the owner's editor. */
export function pressMentionRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guarded = { onRequest: requireAdmin };

    app.get(
      '/cms/press-mentions',
      {
        config: PUBLIC_READ,
        schema: {
          operationId: 'listPressMentions',
          tags: ['content'],
          summary: 'The publications that wrote about the shop, in the owner’s order (empty hides the strip)',
          response: { 200: pressMentionListResponseSchema },
        },
      },
      async () => ({ mentions: await listPressMentions(db) }),
    );

    const tags = ['admin', 'content'];
    app.get(
      '/admin/cms/press-mentions',
      {
        ...guarded,
        schema: {
          operationId: 'listAdminPressMentions',
          summary: 'The press mentions, in the order the home page shows them',
          tags,
          response: { 200: pressMentionListResponseSchema, ...errors },
        },
      },
      async () => ({ mentions: await listPressMentions(db) }),
    );

    app.post(
      '/admin/cms/press-mentions',
      {
        ...guarded,
        schema: {
          operationId: 'createPressMention',
          summary: 'Adds a press mention',
          tags,
          body: pressMentionInputSchema,
          response: { 201: pressMentionSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await createPressMention(db, request.body)),
    );

    app.put(
      '/admin/cms/press-mentions/:id',
      {
        ...guarded,
        schema: {
          operationId: 'updatePressMention',
          summary: 'Edits a press mention',
          tags,
          params: contentIdParamsSchema,
          body: pressMentionInputSchema,
          response: { 200: pressMentionSchema, ...errors },
        },
      },
      (request) => updatePressMention(db, request.params.id, request.body),
    );

    app.delete(
      '/admin/cms/press-mentions/:id',
      {
        ...guarded,
        schema: {
          operationId: 'deletePressMention',
          summary: 'Deletes a press mention',
          tags,
          params: contentIdParamsSchema,
          response: { 200: contentDeleteResponseSchema, ...errors },
        },
      },
      async (request) => {
        await deletePressMention(db, request.params.id);
        return { success: true as const, message: PRESS_MENTION_MESSAGES.deleted };
      },
    );
  };
}
