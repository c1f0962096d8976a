import { apiErrorSchema } from '@fengshui/shared/api-error';
import {
  markReadResponseSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  unreadCountResponseSchema,
} from '@fengshui/shared/notifications';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { Forbidden } from '../../domain/errors.ts';
import { currentUser, requireUser } from '../../http/auth-guards.ts';
import { listNotifications, markAllRead, markRead, unreadCount } from './notification-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * docs/orders-and-delivery.md#api: the web app sends an X-User-Id header with these calls. The session decides
 * whose notifications they are; a header naming someone else is refused, never followed.
 */
function sessionUserId(request: FastifyRequest): number {
  const user = currentUser(request);
  const claimed = request.headers['x-user-id'];
  if (claimed !== undefined && String(claimed).trim() !== String(user.id)) throw new Forbidden();
  return user.id;
}

export function notificationRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'listNotifications',
          tags: ['notifications'],
          summary: 'A page of the customer notifications, newest first',
          querystring: notificationListQuerySchema,
          response: { 200: notificationListResponseSchema, ...errors },
        },
      },
      async (request) =>
        listNotifications(db, sessionUserId(request), {
          limit: request.query.limit,
          beforeId: request.query.before_id,
        }),
    );

    app.get(
      '/notifications/unread-count',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'countUnreadNotifications',
          summary: 'How many notifications the customer has not read',
          tags: ['notifications'],
          response: { 200: unreadCountResponseSchema, ...errors },
        },
      },
      async (request) => ({ unread_count: await unreadCount(db, sessionUserId(request)) }),
    );

    app.post(
      '/notifications/read-all',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'readAllNotifications',
          summary: 'Marks every notification read',
          tags: ['notifications'],
          response: { 200: markReadResponseSchema, ...errors },
        },
      },
      async (request) => {
        await markAllRead(db, sessionUserId(request));
        return { success: true as const, unread_count: 0 };
      },
    );

    app.post(
      '/notifications/:id/read',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'readNotification',
          summary: 'Marks one notification read',
          tags: ['notifications'],
          params: notificationIdParamsSchema,
          response: { 200: markReadResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        unread_count: await markRead(db, sessionUserId(request), request.params.id),
      }),
    );
  };
}
