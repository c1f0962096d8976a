import { apiErrorSchema } from '@fengshui/shared/api-error';
import { baziChartSchema, baziRequestSchema } from '@fengshui/shared/bazi';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { computeBaziChart } from './four-pillars.ts';

export function baziRoutes(_deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // docs/content.md#bazi-calculator: public, stateless and cheap, so neither a session nor a
    // rate limit of its own.
    app.post(
      '/bazi',
      {
        schema: {
          operationId: 'calculateBazi',
          tags: ['bazi'],
          summary: 'The four pillars (BaZi) chart of a birth date and time in Manila',
          body: baziRequestSchema,
          response: { 200: baziChartSchema, 400: apiErrorSchema },
        },
      },
      (request) => computeBaziChart(request.body),
    );
  };
}
