import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { adminCmsRoutes } from './admin-routes.ts';
import { pressMentionRoutes } from './press-mention-routes.ts';
import { publicCmsRoutes } from './public-routes.ts';

/** The content module: what the site reads, and the owner's desk that writes it. */
export function cmsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(publicCmsRoutes(deps));
    await app.register(adminCmsRoutes(deps));
    await app.register(pressMentionRoutes(deps));
  };
}
