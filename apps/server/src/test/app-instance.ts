import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { withInstanceSecrets } from '../db/instance-secrets.ts';
import { createIntegrations, type Integrations } from '../integrations/default-integrations.ts';
import type { Mailer } from '../integrations/mail/types.ts';
import type { CourierProvider } from '../integrations/ninjavan/types.ts';
import type { MediaStorage } from '../integrations/storage/types.ts';

/**
 * One more app instance, as main.ts builds it, on a database the test opened itself (several
 * instances on one PostgreSQL, or a database behind a proxy the test can cut). `close()` closes the
 * app only; the test closes its database.
 */
export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  storage: MediaStorage;
  mailer: Mailer;
  /** The courier the app talks to: a test may make it fail and recover. */
  courier: CourierProvider;
  /** Runs the side effects due at `now` (e-mails, courier calls), as the app's worker would. */
  runJobs(now?: Date): Promise<number>;
  close(): Promise<void>;
}

export async function createAppInstance(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  overrides: Partial<Integrations> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-instance-'));
  const parsed = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://shop.test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Only the rate-limit tests meet the limits; they set the scale back to 1.
    RATE_LIMIT_SCALE: '1000',
    // Tests that write through the database and read at once must not meet a kept answer; the
    // catalogue cache's own tests turn it on.
    CATALOG_CACHE_MB: '0',
    // Likewise for sessions changed through the database; the session cache's own tests turn it on.
    SESSION_CACHE_SIZE: '0',
    // The tests run the job worker themselves (runJobs), so nothing happens behind their back.
    JOB_POLL_MS: '0',
    ...env,
  });
  // The sandboxes' secrets from the database, as main.ts takes them (instances on one database agree).
  const config = await withInstanceSecrets(parsed, database.db);
  const integrations = { ...createIntegrations(config, database.db), ...overrides };
  const app = await buildApp({ config, database, db: database.db, ...integrations });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    storage: integrations.storage,
    mailer: integrations.mailer,
    courier: integrations.courier,
    runJobs: (now) => app.jobs.runDueJobs(now),
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
