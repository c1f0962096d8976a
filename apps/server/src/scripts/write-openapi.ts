import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { createIntegrations } from '../integrations/default-integrations.ts';

/**
 * Writes the server's OpenAPI document to a file for `npm run lint:api` (docs/contributing.md#the-api-contract).
 * The app is built exactly as main.ts builds it, on an empty in-memory PGlite, and never listens: the
 * document comes from the routes' own schemas, so it cannot drift from what the server checks.
 */
export async function writeOpenApiDocument(target: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-openapi-'));
  const config = parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://shop.example.ph',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    CATALOG_CACHE_MB: '0',
    SESSION_CACHE_SIZE: '0',
    // The sandbox gateway's routes are part of the API as it is documented.
    ALLOW_SANDBOX: 'true',
  });
  const database = await openPglite();
  try {
    const app = await buildApp({
      config,
      database,
      db: database.db,
      ...createIntegrations(config, database.db),
    });
    await app.ready();
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    await app.close();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const target = process.argv[2];
if (target) await writeOpenApiDocument(path.resolve(target));
