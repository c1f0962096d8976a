import {
  adminJobListQuerySchema,
  adminJobListSchema,
  adminJobRetryResponseSchema,
  JOB_MESSAGES,
  jobIdParamsSchema,
} from '@fengshui/shared/admin-jobs';
import { apiErrorSchema } from '@fengshui/shared/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/auth-guards.ts';
import { guardEveryRoute } from '../../http/openapi.ts';
import { listJobs, retryJob } from './job-desk.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** docs/admin.md#background-jobs: the owner sees what waits or failed, and why, and retries it. */
export function jobAdminRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    guardEveryRoute(app, requireAdmin);

    app.get(
      '/admin/jobs',
      {
        schema: {
          tags: ['admin'],
          operationId: 'listBackgroundJobs',
          summary: 'Background jobs (e-mails, courier calls): waiting and failed ones by default',
          querystring: adminJobListQuerySchema,
          response: { 200: adminJobListSchema, ...errors },
        },
      },
      async (request) => listJobs(db, request.query),
    );

    app.post(
      '/admin/jobs/:id/retry',
      {
        schema: {
          tags: ['admin'],
          operationId: 'retryBackgroundJob',
          summary: 'Run a failed job again now, with a fresh round of attempts',
          params: jobIdParamsSchema,
          response: { 200: adminJobRetryResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: JOB_MESSAGES.retried,
        job: await retryJob(db, request.params.id),
      }),
    );
  };
}
