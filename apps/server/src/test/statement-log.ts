import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, DatabaseHandle } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';

export interface SentStatement {
  text: string;
  /** Whether a transaction of this database was open when the statement was sent. */
  inTransaction: boolean;
}

/**
 * The test's database through a Drizzle that notes every statement it sends (the transaction's own
 * begin and commit left out: PGlite's driver sends them past the logger, node-postgres' through it),
 * for tests of how many round trips a flow makes.
 */
export function recordingDatabase(database: DatabaseHandle) {
  const statements: SentStatement[] = [];
  let open = 0;
  const logger = {
    logQuery(text: string) {
      if (!/^(begin|commit|rollback)\b/i.test(text.trim()))
        statements.push({ text, inTransaction: open > 0 });
    },
  };
  const client = (database.db as unknown as { $client: never }).$client;
  const db = (database.kind === 'pglite'
    ? drizzlePglite(client, { schema, logger })
    : drizzleNodePg(client, { schema, logger })) as unknown as Database;
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    open += 1;
    try {
      return await transaction(run, config);
    } finally {
      open -= 1;
    }
  }) as typeof db.transaction;
  return { db, statements };
}
