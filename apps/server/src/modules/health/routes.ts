import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'down']) });

export function healthRoutes({ database }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          operationId: 'getHealth',
          summary: 'Whether the server and its database answer',
          tags: ['system'],
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (request, reply) => {
        try {
          await database.ping();
          return { status: 'ok' as const, database: 'ok' as const };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'unavailable', database: 'down' });
        }
      },
    );

    // A route that touches nothing, the ceiling the benchmark compares database routes with.
    app.get('/ping', { schema: { hide: true } }, async () => ({ pong: true }));
  };
}
