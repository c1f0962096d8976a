import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { registerCachePolicy } from './http/cache-policy.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { answerBadUrl, registerInputGate } from './http/input-gate.ts';
import { MODULE_LOADER_CSP_SOURCE, STYLESHEET_GATE_CSP_SOURCE } from './http/module-loader.ts';
import { openApiTransform, securitySchemes } from './http/openapi.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { CLOSE_OPTIONS, registerRequestDrain } from './http/request-drain.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSessionHook } from './http/session-hook.ts';
import { registerWebApp } from './http/web-app.ts';
import { adminCustomerRoutes } from './modules/admin/customer-routes.ts';
import { adminDashboardRoutes } from './modules/admin/dashboard-routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { googleRoutes } from './modules/auth/google-routes.ts';
import { type SessionCache, watchSessionChanges } from './modules/auth/index.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { baziRoutes } from './modules/bazi/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { adminCatalogRoutes } from './modules/catalog/admin-routes.ts';
import { announceStockChangesEvery, watchCatalogChanges } from './modules/catalog/catalog-cache.ts';
import { clearOnOwnerWrites } from './modules/catalog/catalog-cache-http.ts';
import { productBulkRoutes } from './modules/catalog/product-bulk-routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { cmsRoutes } from './modules/cms/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { jobAdminRoutes } from './modules/jobs/admin-routes.ts';
import { createJobHandlers } from './modules/jobs/job-handlers.ts';
import { createJobWorker, type JobWorker } from './modules/jobs/job-worker.ts';
import { adminLocationRoutes } from './modules/locations/admin-routes.ts';
import { locationRoutes } from './modules/locations/routes.ts';
import { mediaLibraryRoutes } from './modules/media/media-routes.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { pushRoutes } from './modules/notifications/push-routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { adminOrderRoutes } from './modules/orders/admin-routes.ts';
import { courierWebhookRoutes, deliveryRoutes } from './modules/orders/delivery-routes.ts';
import { deskActionRoutes } from './modules/orders/desk-routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { adminPromotionRoutes } from './modules/promotions/admin-routes.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { shippingRoutes } from './modules/shipping/routes.ts';
import { thirdPartyOrigins } from './modules/site/content-security.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { smsAdminRoutes } from './modules/sms/admin-routes.ts';
import { socialProofRoutes } from './modules/social-proof/routes.ts';
import { userRoutes } from './modules/users/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The side-effect outbox's worker (decision 009); tests drive it with runDueJobs. */
    jobs: JobWorker;
    /** This instance's kept sessions (decision 008, eighth pass); tests look at what it keeps. */
    sessionCache: SessionCache;
  }
}

export type { AppDeps };

/** fastify/demo's shape: the app is built the same way by main.ts and by every test. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerBadUrl,
    ...CLOSE_OPTIONS,
  }).withTypeProvider<ZodTypeProvider>();

  // First, so a request counts from its very first hook (the session lookup reads the database).
  registerRequestDrain(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const outages = registerErrorHandler(app);
  registerInputGate(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Cache headers and ETags are decided on the plain answer, before it is compressed.
  registerCachePolicy(app);
  await registerCompression(app);

  // External plugins first (fastify/demo order), then the app's routes.
  const thirdParty = thirdPartyOrigins(config);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // The two inline scripts of a server-rendered page: the loader of its modules, and the gate that
        // holds its content until the stylesheet has come (http/module-loader.ts).
        'script-src': ["'self'", MODULE_LOADER_CSP_SOURCE, STYLESHEET_GATE_CSP_SOURCE, ...thirdParty.chat],
        'style-src': ["'self'", "'unsafe-inline'", ...thirdParty.chat],
        'img-src': ["'self'", 'data:', 'blob:', ...thirdParty.chat],
        'media-src': ["'self'", ...thirdParty.media],
        'connect-src': ["'self'", ...thirdParty.chat],
        'frame-src': ["'self'", 'https://www.google.com', ...thirdParty.chat],
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await registerRateLimits(app, config);
  // Signed-in requests find their session in memory until a change to it is heard (decision 008).
  const sessions = watchSessionChanges(deps.database, config.sessionCacheSize);
  app.decorate('sessionCache', sessions.cache);
  app.addHook('onClose', sessions.stop);
  registerSessionHook(app, { ...deps, sessionCache: sessions.cache });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Feng Shui shop API', version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes },
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // The outbox's worker starts with the app; a write request may have committed a job, so it is woken
  // after each one instead of waiting for its next look (docs/decisions/009-safe-side-effects.md).
  const worker = createJobWorker({
    db: deps.db,
    handlers: createJobHandlers({ ...deps, log: app.log }),
    log: app.log,
  });
  app.decorate('jobs', worker);
  app.addHook('onReady', async () => worker.start(config.jobPollMs));
  app.addHook('onClose', () => worker.stop());
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') worker.wake();
  });

  // Public catalogue reads are kept until a change to the catalogue is heard (decision 008).
  const catalog = watchCatalogChanges(deps.database, config.catalogCacheBytes);
  app.addHook('onClose', catalog.stop);
  // A sale's stock change is announced to every instance a moment after its commit (migration 0019).
  const stopAnnouncing = announceStockChangesEvery(deps.db, 100, (error) =>
    app.log.warn({ err: error }, 'stock changes could not be announced; trying again'),
  );
  app.addHook('onClose', stopAnnouncing);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps));
      await api.register(siteRoutes(deps));
      await api.register(catalogRoutes(deps, catalog.cache));
      await api.register(adminCatalogRoutes(deps, catalog.cache));
      await api.register(async (bulk) => {
        clearOnOwnerWrites(bulk, catalog.cache);
        await bulk.register(productBulkRoutes(deps));
      });
      await api.register(locationRoutes(deps));
      await api.register(authRoutes(deps, sessions.cache));
      await api.register(googleRoutes(deps, sessions.cache));
      await api.register(userRoutes(deps, sessions.cache));
      await api.register(adminRoutes(deps));
      await api.register(cartRoutes(deps));
      await api.register(orderRoutes(deps));
      await api.register(paymentRoutes(deps));
      await api.register(promotionRoutes(deps));
      await api.register(shippingRoutes(deps));
      await api.register(deliveryRoutes(deps));
      await api.register(courierWebhookRoutes(deps));
      await api.register(adminOrderRoutes(deps));
      await api.register(deskActionRoutes(deps));
      await api.register(notificationRoutes(deps));
      await api.register(pushRoutes(deps));
      await api.register(cmsRoutes(deps));
      await api.register(mediaLibraryRoutes(deps));
      await api.register(adminPromotionRoutes(deps));
      await api.register(adminCustomerRoutes(deps));
      await api.register(adminDashboardRoutes(deps));
      await api.register(jobAdminRoutes(deps));
      await api.register(smsAdminRoutes(deps));
      await api.register(adminLocationRoutes(deps));
      await api.register(messageRoutes(deps));
      await api.register(newsletterRoutes(deps));
      await api.register(baziRoutes(deps));
      await api.register(reviewRoutes(deps));
      await api.register(socialProofRoutes(deps));
    },
    { prefix: '/api' },
  );

  mkdirSync(config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });
  await registerWebApp(app, deps, outages);
  return app;
}
