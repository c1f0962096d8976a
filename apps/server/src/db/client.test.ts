import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openPostgres, queryRows } from './client.ts';

// The server-pg project's run only: it needs a PostgreSQL server to drop the connection.
const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.runIf(serverUrl)('the PostgreSQL pool', () => {
  it('logs an idle connection the server drops, and goes on serving', async () => {
    const logError = vi.fn();
    const database = await openPostgres(serverUrl!, { maxConnections: 1, logError });
    try {
      const [backend] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [backend!.pid]);
      await admin.end();
      await vi.waitFor(() => expect(logError).toHaveBeenCalled(), { timeout: 5_000 });
      expect(logError.mock.calls[0]![0]).toMatch(/^Database connection lost \(the pool replaces it\): /);
      expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
