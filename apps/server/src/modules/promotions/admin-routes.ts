import {
  adminPromotionDeleteResponseSchema,
  adminPromotionInputSchema,
  adminPromotionListSchema,
  adminPromotionResponseSchema,
  adminPromotionSchema,
  promotionIdParamsSchema,
} from '@fengshui/shared/admin-promotions';
import { apiErrorSchema } from '@fengshui/shared/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/auth-guards.ts';
import { named } from '../../http/openapi.ts';
import {
  addPromotion,
  deletePromotion,
  listPromotionsForAdmin,
  promotionForAdmin,
  setPromotionStatus,
  updatePromotion,
} from './admin-promotion-service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * The owner's promotion codes (docs/checkout-and-payment.md#promotions and docs/admin.md#promotions). Every route is admin only; the guard runs on
 * `onRequest`, before the body is parsed and validated, so a guest always gets 401 and a customer 403.
 */
export function adminPromotionRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const byId = {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        params: promotionIdParamsSchema,
        response: { 200: adminPromotionResponseSchema, ...errors },
      },
    };

    app.get(
      '/admin/promotions',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'listPromotions',
          summary: 'The promotions, by status and search',
          tags: ['admin'],
          response: { 200: adminPromotionListSchema, ...errors },
        },
      },
      () => listPromotionsForAdmin(db),
    );

    app.get(
      '/admin/promotions/:id',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'getPromotion',
          summary: 'A promotion with its usage',
          tags: ['admin'],
          params: promotionIdParamsSchema,
          response: { 200: adminPromotionSchema, ...errors },
        },
      },
      (request) => promotionForAdmin(db, request.params.id),
    );

    app.post(
      '/admin/promotions',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'createPromotion',
          summary: 'Adds a promotion (voucher code, discount, limits and dates)',
          tags: ['admin'],
          body: adminPromotionInputSchema,
          response: { 201: adminPromotionResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const promotion = await addPromotion(db, request.body);
        reply.status(201);
        return { success: true as const, message: `Promotion ${promotion.code} created`, promotion };
      },
    );

    app.put(
      '/admin/promotions/:id',
      {
        ...byId,
        schema: {
          operationId: 'updatePromotion',
          summary: 'Edits a promotion',
          ...byId.schema,
          body: adminPromotionInputSchema,
        },
      },
      async (request) => {
        const promotion = await updatePromotion(db, request.params.id, request.body);
        return { success: true as const, message: `Promotion ${promotion.code} saved`, promotion };
      },
    );

    app.post(
      '/admin/promotions/:id/pause',
      named(byId, 'pausePromotion', 'Pauses a promotion: its code stops applying'),
      async (request) => {
        const promotion = await setPromotionStatus(db, request.params.id, 'paused');
        return {
          success: true as const,
          message: `${promotion.code} is paused: checkout refuses it until you resume it`,
          promotion,
        };
      },
    );

    app.post(
      '/admin/promotions/:id/resume',
      named(byId, 'resumePromotion', 'Resumes a paused promotion'),
      async (request) => {
        const promotion = await setPromotionStatus(db, request.params.id, 'active');
        return { success: true as const, message: `${promotion.code} is active again`, promotion };
      },
    );

    app.delete(
      '/admin/promotions/:id',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'deletePromotion',
          summary: 'Deletes a promotion that no order used',
          tags: ['admin'],
          params: promotionIdParamsSchema,
          response: { 200: adminPromotionDeleteResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { code } = await deletePromotion(db, request.params.id);
        return { success: true as const, message: `Promotion ${code} deleted` };
      },
    );
  };
}
