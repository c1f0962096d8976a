import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { parseConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { createIntegrations } from './integrations/default-integrations.ts';
import { startOrderAutoComplete } from './jobs/order-auto-complete.ts';
import { startPaymentWindowExpiry } from './jobs/payment-window-expiry.ts';
import { ensureLocations } from './modules/locations/psgc-import.ts';

const config = parseConfig();
const database = await openDatabase(config);
await database.migrate();
await ensureLocations(database.db, (message) => console.log(message));
const integrations = createIntegrations(config, database.db, (error) =>
  console.error('mail delivery failed', error),
);
const app = await buildApp({ config, database, db: database.db, ...integrations });
const { storage } = integrations;

if (config.seedDemoData) {
  await seedIfEmpty({ db: database.db, storage, config, log: (message) => app.log.info(message) });
}
// PGlite has no autovacuum: without fresh statistics the planner sorts whole tables for a page of 20.
if (database.kind === 'pglite') await database.db.execute(sql`analyze`);

if (integrations.payments.name === 'sandbox') {
  // Without Dragonpay credentials the sandbox gateway answers for online payments (docs/integrations/dragonpay.md#sandbox-gateway):
  // right for trying the shop, never for taking real orders.
  app.log.warn(
    'Online payments use the SANDBOX gateway: orders can be marked paid without money. Set DRAGONPAY_MERCHANT_ID and DRAGONPAY_SECRET_KEY before taking real orders.',
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

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    stopExpiry();
    stopAutoComplete();
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
app.log.info(`Feng Shui shop on ${config.publicUrl} (${database.kind})`);
