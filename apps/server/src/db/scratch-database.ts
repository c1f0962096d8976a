import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPostgres } from './client.ts';

/**
 * A new, migrated database on the PostgreSQL server of `serverUrl`, dropped again by `close()`:
 * each test file and each bench run gets one, so nothing it writes outlives it.
 */
export async function createScratchPostgres(
  serverUrl: string,
  prefix: string,
): Promise<DatabaseHandle & { url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  // Dropping the database ends whatever connection is still open to it, on purpose: that is not news.
  let dropping = false;
  const handle = await openPostgres(target.toString(), {
    maxConnections: 20,
    logError: (message) => {
      if (!dropping) console.error(message);
    },
  });
  await handle.migrate();
  return {
    ...handle,
    url: target.toString(),
    close: async () => {
      dropping = true;
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
