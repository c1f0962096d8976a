import { adminDashboardSchema } from '@fengshui/shared/admin-dashboard';
import { adminInsightsSchema, insightsQuerySchema } from '@fengshui/shared/admin-insights';
import { apiErrorSchema } from '@fengshui/shared/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/auth-guards.ts';
import { dashboardForOwner } from './dashboard.ts';
import { insightsForOwner } from './insights.ts';

/** The owner's dashboard (docs/admin.md#dashboard) and insights (docs/admin.md#insights), one read each. */
export function adminDashboardRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/dashboard',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'getDashboard',
          tags: ['admin'],
          summary:
            "Today's, this week's and this month's sales, the work waiting, the latest orders and low stock",
          response: { 200: adminDashboardSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      () => dashboardForOwner(db),
    );

    app.get(
      '/admin/insights',
      {
        onRequest: requireAdmin,
        schema: {
          operationId: 'getInsights',
          tags: ['admin'],
          summary:
            'Sales, orders, products, customers and places over a range of Manila days, for the charts',
          querystring: insightsQuerySchema,
          response: {
            200: adminInsightsSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      (request) => insightsForOwner(db, request.query),
    );
  };
}
