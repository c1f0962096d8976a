import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the repository, without types
import { buildWebIfNeeded } from '../../../../scripts/build-if-needed.mjs';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';
import { createAppInstance } from '../test/app-instance.ts';
import { closedPort, GIVEN_SANDBOX_SECRETS } from '../test/tcp-proxy.ts';
import type { TestApp } from '../test/test-app.ts';

// docs/architecture.md#when-the-database-is-down: with the web app built, a server-rendered page
// whose own API reads meet the outage goes out as the 503 page, not as a 200 of error boxes.
describe('a server-rendered page while the database is unreachable', () => {
  let database: DatabaseHandle;
  let shop: TestApp;
  beforeAll(async () => {
    buildWebIfNeeded();
    database = await openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/shop`, {
      logError: () => {},
    });
    shop = await createAppInstance(database, {
      ...GIVEN_SANDBOX_SECRETS,
      WEB_DIST_DIR: path.resolve(import.meta.dirname, '../../../web/dist'),
    });
  }, 300_000);
  afterAll(async () => {
    await shop?.close();
    await database?.close();
  });

  it.each(['/', '/shop', '/blog'])('%s answers the 503 page with Retry-After', async (url) => {
    const response = await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Service temporarily unavailable. Please try again later.');
    // Standalone: no script or stylesheet of the web app that might itself fail to load.
    expect(response.body).not.toMatch(/<script|<link rel="stylesheet"/);
  });

  it("still serves the web app's files, which need no database", async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
  });
});
