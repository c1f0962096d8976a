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
 * The test's database through a Drizzle that notes every statement it sends but a transaction's own
 * begin and commit, for tests of how many round trips a flow makes. Whether a transaction is open is
 * told by those: node-postgres' driver sends them through the logger (Drizzle's transactions and
 * db/pipelined-transaction.ts alike), PGlite's past it, so there `db.transaction` is watched instead.
 */
export function recordingDatabase(database: DatabaseHandle) {
  const statements: SentStatement[] = [];
  let open = 0;
  const logger = {
    logQuery(text: string) {
      const edge = /^(begin|commit|rollback)\b/i.exec(text.trim())?.[1]?.toLowerCase();
      if (!edge) statements.push({ text, inTransaction: open > 0 });
      else if (database.kind !== 'pglite') open += edge === 'begin' ? 1 : -1;
    },
  };
  const client = (database.db as unknown as { $client: never }).$client;
  if (database.kind !== 'pglite') {
    return { db: drizzleNodePg(client, { schema, logger }) as unknown as Database, statements };
  }
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
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
