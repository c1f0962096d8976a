import { apiErrorSchema } from '@fengshui/shared/api-error';
import {
  adminMessageListQuerySchema,
  adminMessageListSchema,
  adminMessageSchema,
  adminMessageStatusSchema,
  adminMessageUpdateResponseSchema,
  CONTACT_MESSAGES,
  type ContactMessageKind,
  contactRequestSchema,
  contactResponseSchema,
  messageIdParamsSchema,
} from '@fengshui/shared/contact-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/auth-guards.ts';
import { SESSION_OPTIONAL } from '../../http/openapi.ts';
import { limit } from '../../http/rate-limits.ts';
import {
  contactMessageForAdmin,
  listContactMessages,
  setContactMessageStatus,
  takeContactRequest,
} from './contact-requests.ts';
import { refuseInvalidForm } from './form-validation-http.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The contact and appointment forms (docs/content.md#api) and the owner's inbox (docs/admin.md#inbox). */
export function messageRoutes({ db, mailer, config }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db, mailer, publicUrl: config.publicUrl };

    const requestRoute = (kind: ContactMessageKind, successMessage: string) =>
      app.post(
        `/email/${kind}`,
        {
          config: limit(kind, config),
          attachValidation: true,
          schema: {
            operationId: kind === 'contact' ? 'sendContactMessage' : 'requestAppointment',
            security: SESSION_OPTIONAL,
            tags: ['messages'],
            summary:
              kind === 'contact'
                ? 'Sends a message to the shop (kept for the admin inbox)'
                : 'Asks the shop for a consultation appointment (kept for the admin inbox)',
            body: contactRequestSchema,
            response: { 200: contactResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
          },
        },
        async (request) => {
          refuseInvalidForm(request);
          // A signed-in sender is linked to the account; guests are welcome too.
          await takeContactRequest(deps, kind, request.body, request.user?.id ?? null);
          return { success: true as const, message: successMessage };
        },
      );
    requestRoute('contact', CONTACT_MESSAGES.contactSent);
    requestRoute('appointment', CONTACT_MESSAGES.appointmentSent);

    app.get(
      '/admin/messages',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'listMessages',
          summary: 'The inbox of contact messages and appointment requests, newest first',
          tags: ['admin'],
          querystring: adminMessageListQuerySchema,
          response: { 200: adminMessageListSchema, ...errors },
        },
      },
      (request) => listContactMessages(db, request.query),
    );

    app.get(
      '/admin/messages/:id',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'getMessage',
          summary: 'One message of the inbox',
          tags: ['admin'],
          params: messageIdParamsSchema,
          response: { 200: adminMessageSchema, ...errors },
        },
      },
      (request) => contactMessageForAdmin(db, request.params.id),
    );

    app.put(
      '/admin/messages/:id',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'updateMessageStatus',
          summary: 'Sets the status of a message (new, replied or closed)',
          tags: ['admin'],
          params: messageIdParamsSchema,
          body: adminMessageStatusSchema,
          response: { 200: adminMessageUpdateResponseSchema, ...errors },
        },
      },
      async (request) => {
        const updated = await setContactMessageStatus(db, request.params.id, request.body.status);
        return {
          success: true as const,
          message: `Message from ${updated.name} marked as ${updated.status}`,
          contact_message: updated,
        };
      },
    );
  };
}
