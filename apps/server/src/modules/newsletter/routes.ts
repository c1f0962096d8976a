import { apiErrorSchema } from '@fengshui/shared/api-error';
import {
  adminSubscriberListQuerySchema,
  adminSubscriberListSchema,
  NEWSLETTER_MESSAGES,
  subscribeResponseSchema,
  subscribeSchema,
} from '@fengshui/shared/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/auth-guards.ts';
import { limit } from '../../http/rate-limits.ts';
import { refuseInvalidForm } from '../messages/index.ts';
import { listSubscribers, subscribersCsv, subscribeToNewsletter } from './subscribers.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The newsletter dialog's sign-up (docs/content.md#api) and the owner's subscriber list (docs/admin.md#newsletter-subscribers). */
export function newsletterRoutes({ db, mailer, config }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db, mailer, publicUrl: config.publicUrl };
    app.post(
      '/subscribe',
      {
        config: limit('subscribe', config),
        attachValidation: true,
        schema: {
          operationId: 'subscribeNewsletter',
          tags: ['newsletter'],
          summary: 'Subscribes an e-mail address; subscribing again answers the same 200',
          body: subscribeSchema,
          response: { 200: subscribeResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => {
        refuseInvalidForm(request);
        await subscribeToNewsletter(deps, request.body.email);
        return { success: true as const, message: NEWSLETTER_MESSAGES.subscribed };
      },
    );

    app.get(
      '/admin/newsletter/subscribers',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'listSubscribers',
          summary: 'The newsletter subscribers, by search, newest first',
          tags: ['admin'],
          querystring: adminSubscriberListQuerySchema,
          response: { 200: adminSubscriberListSchema, ...errors },
        },
      },
      (request) => listSubscribers(db, request.query),
    );

    app.get(
      '/admin/newsletter/subscribers.csv',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'exportSubscribers',
          tags: ['admin'],
          summary: 'Current subscribers as CSV (text/csv), formula-guarded for spreadsheets',
          otherAnswers: { 200: { description: 'The subscribers', mediaType: 'text/csv' } },
        },
      },
      async (_request, reply) => {
        const csv = await subscribersCsv(db);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  };
}
