import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client.ts';

/**
 * STYLE.md 8: each test file gets a fresh, migrated database: an in-memory PGlite, or, when the
 * project `server-pg` runs (TEST_DB=postgres), a new database on the TEST_DATABASE_URL server.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) {
    const handle = await openPglite();
    await handle.migrate();
    return handle;
  }
  const name = `fs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openPostgres(target.toString(), 20);
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
