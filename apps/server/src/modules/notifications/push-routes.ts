import { apiErrorSchema } from '@fengshui/shared/api-error';
import {
  pushDeviceIdParamsSchema,
  pushDeviceListResponseSchema,
  pushDeviceSchema,
  pushPublicKeyResponseSchema,
  pushSubscribeBodySchema,
} from '@fengshui/shared/web-push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireUser } from '../../http/auth-guards.ts';
import { deviceLabel } from './device-label.ts';
import { listDevices, removeDevice, subscribeDevice } from './push-subscriptions.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** docs/accounts.md#push-notifications: this device's Web Push subscription and the account's devices. */
export function pushRoutes({ db, config }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/push/public-key',
      {
        schema: {
          operationId: 'getPushPublicKey',
          summary: "The shop's VAPID public key, to subscribe a browser to push notifications",
          tags: ['notifications'],
          response: { 200: pushPublicKeyResponseSchema },
        },
      },
      async () => ({ public_key: config.vapid.publicKey }),
    );

    app.post(
      '/push/subscriptions',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'subscribePushDevice',
          summary: "Stores this browser's push subscription for the signed-in customer",
          tags: ['notifications'],
          body: pushSubscribeBodySchema,
          response: { 201: pushDeviceSchema, ...errors },
        },
      },
      async (request, reply) => {
        const agent = request.headers['user-agent'];
        const device = await subscribeDevice(db, currentUser(request).id, request.body, {
          label: deviceLabel(typeof agent === 'string' ? agent : undefined),
          production: config.env === 'production',
        });
        return reply.code(201).send(device);
      },
    );

    app.get(
      '/push/subscriptions',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'listPushDevices',
          summary: 'The devices that receive the customer’s push notifications, newest first',
          tags: ['notifications'],
          response: { 200: pushDeviceListResponseSchema, ...errors },
        },
      },
      async (request) => ({ items: await listDevices(db, currentUser(request).id) }),
    );

    app.delete(
      '/push/subscriptions/:id',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'removePushDevice',
          summary: 'Stops push notifications to one of the customer’s devices',
          tags: ['notifications'],
          params: pushDeviceIdParamsSchema,
          response: { 200: z.object({ success: z.literal(true) }), 404: apiErrorSchema, ...errors },
        },
      },
      async (request) => {
        await removeDevice(db, currentUser(request).id, request.params.id);
        return { success: true as const };
      },
    );
  };
}
