import { apiErrorSchema } from '@fengshui/shared/api-error';
import { centavosToPesos } from '@fengshui/shared/money';
import {
  cancelOrderSchema,
  ORDER_MESSAGES_READ,
  orderActionResponseSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
} from '@fengshui/shared/order-read';
import {
  IDEMPOTENCY_KEY_HEADER,
  ORDER_MESSAGES,
  orderCreateHeadersSchema,
  orderCreateResponseSchema,
  orderCreateSchema,
} from '@fengshui/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireUser } from '../../http/auth-guards.ts';
import { cancelOwnOrder, markReceived } from './order-actions.ts';
import { getOwnOrder, listOwnOrders } from './order-history.ts';
import type { OrderDeps } from './order-transitions.ts';
import { readOrder } from './order-view.ts';
import { placeOrder } from './place-order.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
};

export function orderRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, courier, mailer, config, storage } = deps;
  return async (app) => {
    const orderDeps: OrderDeps = { db, courier, mailer, storage, config, log: app.log };

    app.post(
      '/transactions/orders',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'placeOrder',
          tags: ['orders'],
          summary: 'Place an order (prices, stock and shipping are decided by the server)',
          description:
            'Send an Idempotency-Key header (one per checkout attempt): a retry with the same key and body answers the same order (Idempotent-Replayed: true) and reserves nothing again; the same key with another body is 409.',
          headers: orderCreateHeadersSchema,
          body: orderCreateSchema,
          response: { 201: orderCreateResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { order, itemCount, replayed } = await placeOrder(
          { db, courier, mailer, publicUrl: config.publicUrl },
          currentUser(request),
          request.body,
          request.headers[IDEMPOTENCY_KEY_HEADER],
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        const total = centavosToPesos(order.totalCentavos);
        return reply.status(201).send({
          success: true,
          message: ORDER_MESSAGES.placed,
          order: {
            order_id: order.id,
            order_code: order.orderCode,
            order_status: order.status,
            payment_status: order.paymentStatus,
            payment_method: order.paymentMethod,
            subtotal: centavosToPesos(order.subtotalCentavos),
            shipping_fee: centavosToPesos(order.shippingFeeCentavos),
            product_discount: centavosToPesos(order.productDiscountCentavos),
            shipping_discount: centavosToPesos(order.shippingDiscountCentavos),
            total_amount: total,
            total_price: total,
            item_count: itemCount,
            created_at: order.createdAt.toISOString(),
          },
        });
      },
    );

    app.get(
      '/orders',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'listOrders',
          tags: ['orders'],
          summary: "The customer's orders in one of the history tabs, newest first",
          querystring: orderListQuerySchema,
          response: { 200: orderListResponseSchema, ...errors },
        },
      },
      async (request) => listOwnOrders(db, storage, currentUser(request).id, request.query),
    );

    app.get(
      '/orders/:orderId',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'getOrder',
          summary: "One of the customer's orders with its lines, payment and delivery",
          tags: ['orders'],
          params: orderIdParamsSchema,
          response: { 200: orderResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        order: await getOwnOrder(db, storage, currentUser(request).id, request.params.orderId),
      }),
    );

    app.put(
      '/orders/:orderId/mark-received',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'markOrderReceived',
          tags: ['orders'],
          summary: 'Order Received: a delivered order becomes completed',
          params: orderIdParamsSchema,
          response: { 200: orderActionResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { order } = await markReceived(orderDeps, currentUser(request).id, request.params.orderId);
        return {
          success: true as const,
          message: ORDER_MESSAGES_READ.received,
          order: await readOrder(db, storage, order),
        };
      },
    );

    app.post(
      '/orders/:orderId/cancel',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'cancelOwnOrder',
          tags: ['orders'],
          summary:
            'Cancel an order that has not left the shop (stock back, refund flagged, booking cancelled)',
          params: orderIdParamsSchema,
          body: cancelOrderSchema,
          response: { 200: orderActionResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { order, refundDue } = await cancelOwnOrder(
          orderDeps,
          currentUser(request).id,
          request.params.orderId,
          request.body?.reason,
        );
        return {
          success: true as const,
          message: refundDue ? ORDER_MESSAGES_READ.cancelledRefund : ORDER_MESSAGES_READ.cancelled,
          order: await readOrder(db, storage, order),
        };
      },
    );
  };
}
