import { apiErrorSchema } from '@fengshui/shared/api-error';
import { shippingEstimateResponseSchema, shippingEstimateSchema } from '@fengshui/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { estimateShipping } from './shipping-estimate.ts';

export function shippingRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = {
      tags: ['shipping'],
      body: shippingEstimateSchema,
      response: { 200: shippingEstimateResponseSchema, 400: apiErrorSchema },
    };
    // The checkout's estimate, and the courier-side call of docs/checkout-and-payment.md#api (same answer).
    app.post(
      '/shipping/estimate',
      {
        schema: {
          ...schema,
          operationId: 'estimateShipping',
          summary: 'The shipping fee and delivery days for an address and cart',
        },
      },
      (request) => estimateShipping(db, request.body),
    );
    app.post(
      '/delivery/ninjavan/estimate',
      {
        schema: {
          ...schema,
          operationId: 'estimateCourierShipping',
          summary: 'The shipping fee and delivery days (the courier-side name of the same estimate)',
        },
      },
      (request) => estimateShipping(db, request.body),
    );
  };
}
