import { NodePgDatabase, NodePgSession } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.ts';

/** What Drizzle's node-postgres session holds, to build another on one connection of its pool. */
export interface PoolSessionParts {
  client: pg.Pool;
  dialect: PgDialect;
  schema: unknown;
  options: { logger?: { logQuery(query: string, params: unknown[]): void } };
}

/** The session of `db` when it runs on a node-postgres pool (not PGlite in this thread), else undefined. */
export function poolSessionOf(db: Database): PoolSessionParts | undefined {
  const session = db._.session;
  const parts = session as unknown as PoolSessionParts;
  return session instanceof NodePgSession && parts.client instanceof pg.Pool ? parts : undefined;
}

const onConnection = new WeakMap<pg.PoolClient, Database>();

/**
 * A Drizzle database on one checked-out connection of the pool, with the pool's logger and schema.
 * One per connection, kept while it lives, so `prepared()` statements (db/prepared.ts) are built once
 * per connection and not on every use; a pool holds a bounded number of connections.
 */
export function databaseOn(connection: pg.PoolClient, parts: PoolSessionParts): Database {
  let db = onConnection.get(connection);
  if (!db) {
    const session = new NodePgSession(connection, parts.dialect, parts.schema as never, parts.options);
    db = new NodePgDatabase(parts.dialect, session, parts.schema as never) as unknown as Database;
    onConnection.set(connection, db);
  }
  return db;
}

/** The socket of a connection: corked, what the driver sends in the meantime leaves in one write. */
export function socketOf(connection: pg.PoolClient): { cork(): void; uncork(): void } {
  return (connection as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection
    .stream;
}
