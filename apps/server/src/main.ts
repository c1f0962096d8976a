import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { parseConfig } from './config.ts';
import { type DatabaseHandle, openDatabase, openPglite } from './db/client.ts';
import { withInstanceSecrets } from './db/instance-secrets.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { createIntegrations } from './integrations/default-integrations.ts';
import { createLocalStorage } from './integrations/storage/local.ts';
import { startIntervalJob } from './jobs/interval-job.ts';
import { startOrderAutoComplete } from './jobs/order-auto-complete.ts';
import { startPaymentWindowExpiry } from './jobs/payment-window-expiry.ts';
import { answerLoopDelayOverIpc } from './loop-delay-report.ts';
import { forgetExpiredSessions } from './modules/auth/index.ts';
import { forgetFinishedJobs } from './modules/jobs/job-queue.ts';
import { ensureLocations } from './modules/locations/psgc-import.ts';
import { forgetExpiredKeys } from './modules/orders/order-request-keys.ts';

let config = parseConfig();
const log = (message: string) => console.log(message);

/**
 * Migrations, the PSGC places, the demo seed and fresh planner statistics (PGlite has no autovacuum:
 * without them the planner sorts whole tables for a page of 20), all before the server listens. On
 * PGlite they run in this thread on a short-lived database of their own: nothing needs to stay
 * responsive yet, and thousands of statements in a row go faster without a hop to the worker each
 * (docs/decisions/008-api-performance.md). The worker opens the database once they are done.
 */
async function prepareDatabase(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await ensureLocations(database.db, log);
  if (config.seedDemoData) {
    await seedIfEmpty({ db: database.db, storage: createLocalStorage(config.mediaDir), config, log });
  }
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`);
}

let database: DatabaseHandle;
if (config.databaseUrl) {
  database = await openDatabase(config, { maxConnections: config.databasePoolSize });
  await prepareDatabase(database);
} else {
  const setup = await openPglite(config.pgliteDir);
  await prepareDatabase(setup);
  await setup.close();
  database = await openDatabase(config, { maxConnections: config.databasePoolSize });
}
config = await withInstanceSecrets(config, database.db);
const integrations = createIntegrations(config, database.db);
const app = await buildApp({ config, database, db: database.db, ...integrations });

if (integrations.payments.name === 'sandbox') {
  // Without Dragonpay credentials the sandbox gateway answers for online payments (docs/integrations/dragonpay.md#sandbox-gateway):
  // right for trying the shop, never for taking real orders.
  app.log.warn(
    'Online payments use the SANDBOX gateway: orders can be marked paid without money. Set DRAGONPAY_MERCHANT_ID, DRAGONPAY_SECRET_KEY and DRAGONPAY_PASSWORD before taking real orders.',
  );
}

const stopExpiry = startPaymentWindowExpiry({
  db: database.db,
  mailer: integrations.mailer,
  windowHours: config.paymentWindowHours,
  publicUrl: config.publicUrl,
  log: app.log,
});
const stopAutoComplete = startOrderAutoComplete({ ...integrations, db: database.db, config, log: app.log });
const stopKeyCleanup = startIntervalJob({
  name: 'housekeeping',
  everyMs: 60 * 60 * 1000,
  log: app.log,
  run: async () =>
    (await forgetExpiredKeys(database.db)) +
    (await forgetFinishedJobs(database.db)) +
    (await forgetExpiredSessions(database.db)),
  report: 'expired idempotency keys, old finished jobs and expired sessions removed',
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    // Timers first (waiting for a run under way), then the app (in-flight requests and the
    // catalogue's change feed), the database last: nothing may reach a pool that has ended.
    await Promise.all([stopExpiry(), stopAutoComplete(), stopKeyCleanup()]);
    await app.close();
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown did not finish cleanly');
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

answerLoopDelayOverIpc();
await app.listen({ host: config.host, port: config.port });
app.log.info(`Feng Shui shop on ${config.publicUrl} (${database.kind})`);
