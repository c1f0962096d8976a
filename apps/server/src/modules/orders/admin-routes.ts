import {
  adminOrderActionResponseSchema,
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderNoteSchema,
  adminOrderStatusSchema,
} from '@fengshui/shared/admin-orders';
import { apiErrorSchema } from '@fengshui/shared/api-error';
import { orderIdParamsSchema } from '@fengshui/shared/order-read';
import { orderStatusLabel } from '@fengshui/shared/order-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireAdmin } from '../../http/auth-guards.ts';
import { named } from '../../http/openapi.ts';
import {
  listOrdersForDesk,
  markCodCollected,
  markRefunded,
  moveOrderFromDesk,
  orderForDesk,
} from './admin-order-desk.ts';
import { bookCourier } from './courier-booking.ts';
import { cancelOrderByAdmin } from './order-actions.ts';
import type { OrderDeps } from './order-transitions.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
};

/** The owner's order desk (docs/admin.md#order-desk). Every route is admin only. */
export function adminOrderRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const orderDeps: OrderDeps = { ...deps, log: app.log };
    const action = {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        params: orderIdParamsSchema,
        body: adminOrderNoteSchema,
        response: { 200: adminOrderActionResponseSchema, ...errors },
      },
    };
    const answer = async (orderId: number, message: string) => ({
      success: true as const,
      message,
      detail: await orderForDesk(orderDeps, orderId),
    });

    app.get(
      '/admin/orders',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'listAdminOrders',
          summary: "The order desk's list, by status tab, search and date",
          tags: ['admin'],
          querystring: adminOrderListQuerySchema,
          response: { 200: adminOrderListResponseSchema, ...errors },
        },
      },
      (request) => listOrdersForDesk(orderDeps, request.query),
    );

    app.get(
      '/admin/orders/:orderId',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'getAdminOrder',
          summary: 'One order with its customer, lines, payment, delivery and history',
          tags: ['admin'],
          params: orderIdParamsSchema,
          response: { 200: adminOrderDetailSchema, ...errors },
        },
      },
      (request) => orderForDesk(orderDeps, request.params.orderId),
    );

    app.post(
      '/admin/orders/:orderId/status',
      {
        ...action,
        schema: {
          operationId: 'moveOrder',
          summary: 'Moves an order to its next status',
          ...action.schema,
          body: adminOrderStatusSchema,
        },
      },
      async (request) => {
        const { orderId } = request.params;
        await moveOrderFromDesk(
          orderDeps,
          currentUser(request).id,
          orderId,
          request.body.status,
          request.body.note,
        );
        return answer(orderId, `Order moved to ${orderStatusLabel(request.body.status)}`);
      },
    );

    app.post(
      '/admin/orders/:orderId/book-courier',
      named(action, 'bookCourier', 'Books the courier for an order'),
      async (request) => {
        const order = await bookCourier(
          orderDeps,
          request.params.orderId,
          `admin:${currentUser(request).id}`,
        );
        return answer(order.id, `Booked with the courier: tracking number ${order.trackingNumber}`);
      },
    );

    app.post(
      '/admin/orders/:orderId/cod-collected',
      named(action, 'markCodCollected', 'Records that the cash on delivery was collected'),
      async (request) => {
        await markCodCollected(orderDeps, currentUser(request).id, request.params.orderId);
        return answer(request.params.orderId, 'Cash on delivery marked as collected');
      },
    );

    app.post(
      '/admin/orders/:orderId/refunded',
      named(action, 'markRefunded', 'Records that a flagged refund was paid'),
      async (request) => {
        await markRefunded(orderDeps, currentUser(request).id, request.params.orderId);
        return answer(request.params.orderId, 'Refund marked as sent');
      },
    );

    app.post(
      '/admin/orders/:orderId/cancel',
      named(action, 'cancelOrder', 'Cancels an order for the customer (stock back, refund flagged)'),
      async (request) => {
        const { refundDue } = await cancelOrderByAdmin(
          orderDeps,
          currentUser(request).id,
          request.params.orderId,
          request.body?.note,
        );
        return answer(
          request.params.orderId,
          refundDue ? 'Order cancelled and restocked; a refund is due' : 'Order cancelled and restocked',
        );
      },
    );
  };
}
