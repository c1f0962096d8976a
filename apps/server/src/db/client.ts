import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { CATALOG_CHANNEL, type ChangeListener, listenOnPostgres, SESSION_CHANNEL } from './change-feed.ts';
import type { PgliteWorkerData, WorkerMessage } from './pglite-worker.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type services take: PGlite and node-postgres share Drizzle's Postgres core. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema>;
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Hears a channel's notifications (see change-feed.ts) until the returned stop or `close()`. */
  listen(channel: string, listener: ChangeListener): () => Promise<void>;
  close(): Promise<void>;
}

/** Listeners of a handle, all stopped before it closes (a dropped database would cut them off). */
function listenerSet() {
  const stops = new Set<() => Promise<void>>();
  return {
    add(stop: () => Promise<void>) {
      const once = async () => {
        if (stops.delete(once)) await stop();
      };
      stops.add(once);
      return once;
    },
    stopAll: () => Promise.all([...stops].map((stop) => stop())).then(() => {}),
  };
}

/** Rows of a raw SQL query; PGlite and node-postgres both answer with `rows`. */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

// Several app instances may start at once against one PostgreSQL; only one may migrate at a time.
const MIGRATION_LOCK_ID = 740_214_001;

/** PGlite in this thread, in `dataDir` (or in memory when omitted): for tests and one-off scripts. */
export async function openPglite(dataDir?: string, copyOf?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // copyOf: a data directory PGlite dumped (`dumpDataDir`), which the new database starts as.
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(copyOf ? { loadDataDir: copyOf } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const listeners = listenerSet();
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    // In this thread PGlite calls back as soon as the writing statement ends.
    listen: (channel, listener) => {
      const subscribed = client
        .listen(channel, (payload) => listener.heard(payload))
        .then((unlisten) => {
          listener.up();
          return unlisten;
        });
      return listeners.add(async () => {
        listener.down();
        await (await subscribed)();
      });
    },
    close: async () => {
      await listeners.stopAll();
      await client.close();
    },
  };
}

/**
 * Connections each instance keeps when `DATABASE_POOL_SIZE` does not say. PostgreSQL runs statements
 * side by side, so ten keep its cores busy. PGlite runs one at a time: past a statement running and
 * one or two waiting, another connection only moves the queue from the pool, where a waiting request
 * costs nothing, into the worker, whose answers then arrive together and are all mapped and sent in
 * one turn of the request thread while everything else waits (docs/decisions/008-api-performance.md,
 * eighteenth pass).
 */
export const DEFAULT_POOL_SIZE = { postgres: 10, pglite: 3 } as const;

export interface PoolOptions {
  /** The pool's connections; the database's own default (`DEFAULT_POOL_SIZE`) when absent. */
  maxConnections?: number;
  /** Where a lost idle connection is reported; the pool opens a new one when next asked. */
  logError?: (message: string) => void;
}

const logToStderr = (message: string) => console.error(message);

function openPool(config: pg.PoolConfig, options: PoolOptions, defaultSize: number): pg.Pool {
  const pool = new pg.Pool({
    ...config,
    max: options.maxConnections ?? defaultSize,
    // A database that stops answering (not even refusing) must not hold requests for minutes: they
    // give up and answer 503 (docs/architecture.md#when-the-database-is-down). Generous, since the
    // wait for a free connection under load counts too.
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    // A query asked for while another is out is sent at once instead of after its answer: what lets a
    // transaction send its last writes and its commit together (pipelined-transaction.ts). Queries
    // awaited one by one, as everywhere else, go out exactly as before.
    pipeline: true,
  });
  const logError = options.logError ?? logToStderr;
  // A dropped idle connection must not crash the process, nor pass unseen.
  pool.on('error', (error) => logError(`Database connection lost (the pool replaces it): ${error.message}`));
  return pool;
}

function poolHandle(
  pool: pg.Pool,
  kind: DatabaseHandle['kind'],
  listen: DatabaseHandle['listen'],
  close: () => Promise<void>,
): DatabaseHandle {
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    listen,
    db,
    kind,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close,
  };
}

export async function openPostgres(
  connectionString: string,
  options: PoolOptions = {},
): Promise<DatabaseHandle> {
  const pool = openPool({ connectionString }, options, DEFAULT_POOL_SIZE.postgres);
  const listeners = listenerSet();
  const logError = options.logError ?? logToStderr;
  return poolHandle(
    pool,
    'postgres',
    (channel, listener) => listeners.add(listenOnPostgres(connectionString, channel, listener, logError)),
    async () => {
      await listeners.stopAll();
      await pool.end();
    },
  );
}

/**
 * PGlite in a worker thread, reached through node-postgres over a private Unix socket: the server's
 * own thread never runs a query (docs/decisions/008-api-performance.md). In memory when `dataDir`
 * is omitted. `close()` ends the pool, then the worker, which closes the database cleanly.
 */
export async function openPgliteServer(dataDir?: string, options: PoolOptions = {}): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const socketDir = mkdtempSync(path.join(tmpdir(), 'fs-pglite-'));
  const workerData: PgliteWorkerData = {
    socketPath: path.join(socketDir, '.s.PGSQL.5432'),
    channels: [CATALOG_CHANNEL, SESSION_CHANNEL],
  };
  if (dataDir) workerData.dataDir = dataDir;
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData });
  const logError = options.logError ?? logToStderr;
  const messages = new EventTarget();
  let closing = false;
  let exited = false;
  const heard = new Map<string, Set<ChangeListener>>();
  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'log') logError(message.message);
    if (message.type === 'notification') {
      for (const listener of heard.get(message.channel) ?? []) listener.heard(message.payload);
    }
    messages.dispatchEvent(new CustomEvent(message.type, { detail: message }));
  });
  worker.on('exit', (code) => {
    exited = true;
    for (const listeners of heard.values()) for (const listener of listeners) listener.down();
    if (!closing) logError(`The PGlite worker stopped unexpectedly (exit code ${code})`);
    messages.dispatchEvent(new CustomEvent('exit'));
  });
  const started = await Promise.race([
    once(messages, 'ready').then(() => null),
    once(messages, 'failed').then(([event]) => (event as CustomEvent<{ message: string }>).detail.message),
    once(messages, 'exit').then(() => 'the worker exited during start-up'),
  ]);
  if (started !== null) {
    rmSync(socketDir, { recursive: true, force: true });
    throw new Error(`PGlite could not start: ${started}`);
  }
  const pool = openPool(
    { host: socketDir, port: 5432, user: 'postgres', database: 'postgres' },
    options,
    DEFAULT_POOL_SIZE.pglite,
  );
  // The worker LISTENs on its channels from the start and posts what it hears.
  const listen: DatabaseHandle['listen'] = (channel, listener) => {
    if (!workerData.channels.includes(channel))
      throw new Error(`The PGlite worker does not listen on ${channel}`);
    const listeners = heard.get(channel) ?? new Set();
    heard.set(channel, listeners.add(listener));
    listener.up();
    return async () => {
      listeners.delete(listener);
      listener.down();
    };
  };
  return poolHandle(pool, 'pglite', listen, async () => {
    closing = true;
    await pool.end();
    if (!exited) {
      const stopped = once(messages, 'exit');
      worker.postMessage({ type: 'close' });
      await stopped;
    }
    rmSync(socketDir, { recursive: true, force: true });
  });
}

export function openDatabase(
  options: { databaseUrl?: string; pgliteDir?: string },
  poolOptions: PoolOptions = {},
): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, poolOptions)
    : openPgliteServer(options.pgliteDir, poolOptions);
}
