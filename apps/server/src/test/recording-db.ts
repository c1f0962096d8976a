import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, DatabaseHandle } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';

interface Recording {
  db: Database;
  /** The text of every statement sent, once per execution. */
  texts: string[];
  /** The name of every statement Drizzle built: undefined for one built, sent once and forgotten. */
  built: (string | undefined)[];
}

/**
 * A Drizzle over the same connection as `database.db` that records what it sends and builds: for
 * tests of what reaches the database (one prepared statement for every search, say).
 */
export function recordingDb(database: DatabaseHandle): Recording {
  const texts: string[] = [];
  const built: (string | undefined)[] = [];
  const logger = { logQuery: (text: string) => texts.push(text) };
  const client = (database.db as unknown as { $client: never }).$client;
  const db = (database.kind === 'pglite'
    ? drizzlePglite(client, { schema, logger })
    : drizzleNodePg(client, { schema, logger })) as unknown as Database;
  // Every statement, prepared or not, is built by the session's prepareQuery; a prepared one names itself.
  const session = db._.session as unknown as { prepareQuery: (...args: unknown[]) => unknown };
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (...args: unknown[]) => {
    built.push(args[2] as string | undefined);
    return prepareQuery(...args);
  };
  return { db, texts, built };
}
