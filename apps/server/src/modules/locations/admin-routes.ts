import {
  adminCityListQuerySchema,
  adminCityListSchema,
  adminCityParamsSchema,
  adminCityServiceabilitySchema,
  adminCityUpdateResponseSchema,
} from '@fengshui/shared/admin-locations';
import { apiErrorSchema } from '@fengshui/shared/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/auth-guards.ts';
import { listServiceableAreas, setCityServiceable } from './serviceable-areas.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The owner's serviceable-area switches, one per city (docs/admin.md#delivery-areas). Admin only. */
export function adminLocationRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/locations/cities',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'listDeliveryCities',
          summary: 'The cities with their courier coverage, by search',
          tags: ['admin'],
          querystring: adminCityListQuerySchema,
          response: { 200: adminCityListSchema, ...errors },
        },
      },
      (request) => listServiceableAreas(db, request.query),
    );

    app.put(
      '/admin/locations/cities/:code',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'updateDeliveryCity',
          summary: 'Sets whether the courier delivers to a city',
          tags: ['admin'],
          params: adminCityParamsSchema,
          body: adminCityServiceabilitySchema,
          response: { 200: adminCityUpdateResponseSchema, ...errors },
        },
      },
      async (request) => {
        const city = await setCityServiceable(db, request.params.code, request.body.serviceable);
        return {
          success: true as const,
          message: city.serviceable
            ? `${city.city_name} is serviceable: customers there can check out`
            : `${city.city_name} is switched off: addresses there are not serviceable`,
          city,
        };
      },
    );
  };
}
