import { apiErrorSchema } from '@fengshui/shared/api-error';
import { centavosToPesos } from '@fengshui/shared/money';
import {
  PROMOTION_MESSAGES,
  promotionValidateResponseSchema,
  promotionValidateSchema,
} from '@fengshui/shared/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireUser } from '../../http/auth-guards.ts';
import { previewPromotion } from './promotion-service.ts';

export function promotionRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/promotions/validate',
      {
        preHandler: requireUser,
        schema: {
          operationId: 'validatePromotion',
          summary: 'Checks a voucher code against the cart and answers the discount',
          tags: ['promotions'],
          body: promotionValidateSchema,
          response: {
            200: promotionValidateResponseSchema,
            400: apiErrorSchema.extend({ valid: z.literal(false).optional() }),
            401: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const { promotion, discount } = await previewPromotion(db, currentUser(request).id, request.body);
        const productDiscount = centavosToPesos(discount.productDiscountCentavos);
        const shippingDiscount = centavosToPesos(discount.shippingDiscountCentavos);
        return {
          valid: true as const,
          message: PROMOTION_MESSAGES.applied,
          promotion: {
            code: promotion.code,
            name: promotion.name,
            description: promotion.description,
            type: promotion.type,
          },
          discount: {
            total_discount: productDiscount + shippingDiscount,
            product_discount: productDiscount,
            shipping_discount: shippingDiscount,
          },
        };
      },
    );
  };
}
