import { apiErrorSchema } from '@fengshui/shared/api-error';
import {
  courierCancelResponseSchema,
  isValidTrackingId,
  ORDER_MESSAGES_READ,
  orderIdParamsSchema,
  orderResponseSchema,
  trackingIdParamsSchema,
  trackingResponseSchema,
} from '@fengshui/shared/order-read';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { BadRequest } from '../../domain/errors.ts';
import { currentUser, requireAdmin, requireUser } from '../../http/auth-guards.ts';
import { bookCourier } from './courier-booking.ts';
import { cancelOwnOrderByTracking } from './order-actions.ts';
import type { OrderDeps } from './order-transitions.ts';
import { readOrder } from './order-view.ts';
import { recordCourierWebhook, trackParcel, waybillOf } from './parcel-tracking.ts';

/** docs/orders-and-delivery.md#courier-bookings: a tracking id is at least 9 characters after trimming. */
function trackingIdOf(raw: string): string {
  if (!isValidTrackingId(raw))
    throw new BadRequest(ORDER_MESSAGES_READ.invalidTracking, undefined, 'INVALID_TRACKING_ID');
  return raw.trim();
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
};

/** docs/orders-and-delivery.md#api: tracking, waybill, cancel and booking with the courier. */
export function deliveryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const orderDeps: OrderDeps = { ...deps, log: app.log };

    const trackingSchema = {
      tags: ['delivery'],
      params: trackingIdParamsSchema,
      response: { 200: trackingResponseSchema, ...errors },
    };
    app.get(
      '/tracking/:trackingId',
      {
        onRequest: requireUser,
        schema: {
          ...trackingSchema,
          operationId: 'trackParcel',
          summary: "A parcel's delivery events (its customer or an admin)",
        },
      },
      (request) => trackParcel(orderDeps, currentUser(request), trackingIdOf(request.params.trackingId)),
    );
    app.get(
      '/delivery/ninjavan/tracking/:trackingId',
      {
        onRequest: requireUser,
        schema: {
          ...trackingSchema,
          operationId: 'trackCourierParcel',
          summary: "A parcel's delivery events (the courier-side name of the same tracking)",
        },
      },
      (request) => trackParcel(orderDeps, currentUser(request), trackingIdOf(request.params.trackingId)),
    );

    app.get(
      '/delivery/ninjavan/waybill/:trackingId',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'getWaybill',
          tags: ['delivery'],
          summary: 'The waybill PDF (customer of the order or admin)',
          otherAnswers: { 200: { description: 'The waybill', mediaType: 'application/pdf' } },
          params: trackingIdParamsSchema,
        },
      },
      async (request, reply) => {
        const trackingId = trackingIdOf(request.params.trackingId);
        const pdf = await waybillOf(orderDeps, currentUser(request), trackingId);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="waybill-${trackingId}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(pdf));
      },
    );

    app.delete(
      '/delivery/ninjavan/orders/:trackingId',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'cancelParcelOrder',
          tags: ['delivery'],
          summary: 'Cancel the order of a parcel (its customer only)',
          params: trackingIdParamsSchema,
          response: { 200: courierCancelResponseSchema, ...errors },
        },
      },
      async (request) => {
        const trackingId = trackingIdOf(request.params.trackingId);
        const { order, refundDue } = await cancelOwnOrderByTracking(
          orderDeps,
          currentUser(request).id,
          trackingId,
        );
        return {
          success: true as const,
          message: refundDue ? ORDER_MESSAGES_READ.cancelledRefund : ORDER_MESSAGES_READ.cancelled,
          data: {
            order_id: order.id,
            tracking_number: trackingIdOf(request.params.trackingId),
            status: order.status,
          },
          details: null,
        };
      },
    );

    app.post(
      '/delivery/ninjavan/create-order',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'bookCourierOrder',
          tags: ['delivery'],
          summary: 'Book an order with the courier (admin)',
          body: z.object({ order_id: orderIdParamsSchema.shape.orderId }),
          response: { 200: orderResponseSchema, ...errors },
        },
      },
      async (request) => {
        const order = await bookCourier(orderDeps, request.body.order_id, `admin:${currentUser(request).id}`);
        return { success: true as const, order: await readOrder(deps.db, deps.storage, order) };
      },
    );
  };
}

/**
 * The courier's webhook (docs/integrations/ninjavan.md#webhooks): the signature is over the raw bytes, so this plugin keeps the
 * body as a Buffer. Genuine webhooks are answered 200 at once, repeats included; forged ones 401.
 */
export function courierWebhookRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const orderDeps: OrderDeps = { ...deps, log: app.log };
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      '/delivery/ninjavan/webhook',
      {
        schema: {
          operationId: 'receiveCourierWebhook',
          tags: ['delivery'],
          summary: 'Courier status webhook (HMAC-SHA256 signed)',
          otherAnswers: {
            200: { description: 'Received: { received, outcome }', mediaType: 'application/json' },
          },
          hide: false,
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-ninjavan-hmac-sha256'];
        const hook = deps.courier.parseWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
        if (!hook) {
          request.log.warn('courier webhook refused: bad signature or body');
          return reply.status(401).send({ message: 'Invalid webhook signature', code: 'INVALID_SIGNATURE' });
        }
        const outcome = await recordCourierWebhook(orderDeps, hook);
        return reply.status(200).send({ received: true, outcome });
      },
    );
  };
}
