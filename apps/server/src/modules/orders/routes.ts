import { apiErrorSchema } from '@fengshui/shared/api-error';
import { centavosToPesos } from '@fengshui/shared/money';
import { ORDER_MESSAGES, orderCreateResponseSchema, orderCreateSchema } from '@fengshui/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { currentUser, requireUser } from '../../http/auth-guards.ts';
import { sendOrderConfirmation } from './order-emails.ts';
import { placeOrder } from './place-order.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export function orderRoutes({ db, courier, mailer, config }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/transactions/orders',
      {
        preHandler: requireUser,
        schema: {
          tags: ['orders'],
          summary: 'Place an order (prices, stock and shipping are decided by the server)',
          body: orderCreateSchema,
          response: { 201: orderCreateResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { order, itemCount } = await placeOrder(db, courier, currentUser(request), request.body);
        // Online orders are confirmed when their payment arrives (payments module).
        if (order.paymentMethod === 'cod')
          await sendOrderConfirmation(db, mailer, config.publicUrl, order.id);
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
  };
}
