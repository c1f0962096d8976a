import {
  deskBulkRequestSchema,
  deskBulkResponseSchema,
  deskWaybillsQuerySchema,
} from '@fengshui/shared/admin-order-views';
import { adminOrderActionResponseSchema, adminOrderNoteSchema } from '@fengshui/shared/admin-orders';
import { apiErrorSchema } from '@fengshui/shared/api-error';
import { orderIdParamsSchema } from '@fengshui/shared/order-read';
import { orderStatusLabel } from '@fengshui/shared/order-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireAdmin } from '../../http/auth-guards.ts';
import { orderForDesk } from './admin-order-desk.ts';
import { bulkDeskAction, walkOrder, waybillsOf } from './desk-bulk-actions.ts';
import type { OrderDeps } from './order-transitions.ts';

// The answers these routes may give besides 200: bad input, not signed in or not an admin, no such
// order, a state that does not allow it, and the courier failing.
const deskErrors = Object.fromEntries(
  ([400, 401, 403, 404, 409, 502] as const).map((status) => [status, apiErrorSchema]),
) as Record<400 | 401 | 403 | 404 | 409 | 502, typeof apiErrorSchema>;

/** The order desk's one-step and bulk actions (docs/admin.md#order-desk). Admin only. */
export function deskActionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const orderDeps: OrderDeps = { ...deps, log: app.log };

    app.post(
      '/admin/orders/:orderId/hand-to-courier',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'handToCourier',
          tags: ['admin'],
          summary: 'Mark as packed and hand to courier: every stage to Shipped, each in the history',
          params: orderIdParamsSchema,
          body: adminOrderNoteSchema,
          response: { 200: adminOrderActionResponseSchema, ...deskErrors },
        },
      },
      async (request) => {
        const { orderId } = request.params;
        const order = await walkOrder(orderDeps, currentUser(request).id, orderId, 'shipped');
        return {
          success: true as const,
          message: `Order ${order.orderCode} is packed and handed to the courier (${orderStatusLabel(order.status)})`,
          detail: await orderForDesk(orderDeps, orderId),
        };
      },
    );

    app.post(
      '/admin/orders/bulk',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'bulkOrderAction',
          tags: ['admin'],
          summary: 'One action on several orders (mark packed, or hand to the courier); each on its own',
          body: deskBulkRequestSchema,
          response: { 200: deskBulkResponseSchema, ...deskErrors },
        },
      },
      (request) => bulkDeskAction(orderDeps, currentUser(request).id, request.body),
    );

    app.get(
      '/admin/orders/waybills',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'printWaybills',
          tags: ['admin'],
          summary: 'The waybills of the chosen booked orders as one PDF',
          otherAnswers: { 200: { description: 'The waybills', mediaType: 'application/pdf' } },
          querystring: deskWaybillsQuerySchema,
        },
      },
      async (request, reply) => {
        const { pdf, skipped } = await waybillsOf(orderDeps, currentUser(request), request.query.ids);
        if (skipped.length > 0) reply.header('x-waybills-skipped', skipped.join(','));
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', 'inline; filename="waybills.pdf"')
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(pdf));
      },
    );
  };
}
