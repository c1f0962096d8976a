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
import type { MediaStorage } from '../integrations/storage/types.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  storage: MediaStorage;
  mailer: Mailer;
  close(): Promise<void>;
}

/** The real app on a fresh migrated database, as `main.ts` builds it; requests go through `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Integrations> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-test-'));
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
    ...env,
  });
  const database = await createTestDatabase();
  const config = await withInstanceSecrets(parsed, database.db);
  const integrations = { ...createIntegrations(config, database.db), ...overrides };
  const { storage, mailer } = integrations;
  const app = await buildApp({ config, database, db: database.db, ...integrations });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    storage,
    mailer,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
