import { adminDashboardSchema } from '@fengshui/shared/admin-dashboard';
import { apiErrorSchema } from '@fengshui/shared/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/auth-guards.ts';
import { dashboardForOwner } from './dashboard.ts';

/** The owner's dashboard (docs/admin.md#dashboard): one read for the admin landing page. */
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
  };
}
