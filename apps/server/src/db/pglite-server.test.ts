import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CHANNEL, SESSION_CHANNEL } from './change-feed.ts';
import { type DatabaseHandle, DEFAULT_POOL_SIZE, openPgliteServer, queryRows } from './client.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openPgliteServer(undefined, { maxConnections: 4 });
  await database.db.execute(sql`create table notes (id serial primary key, body text not null)`);
});
afterAll(() => database.close());

const count = async () =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from notes`))[0]!.n;

describe('PGlite in its worker, reached through node-postgres', () => {
  it('answers many queries at once over its connections', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        queryRows<{ n: number }>(database.db, sql`select ${n}::int as n`).then((rows) => rows[0]!.n),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 40 }, (_, n) => n));
  });

  it('keeps a transaction whole: others wait for it and are never rolled back with it', async () => {
    await database.db.execute(sql`delete from notes`);
    let insideTransaction!: () => void;
    const inside = new Promise<void>((resolve) => {
      insideTransaction = resolve;
    });
    let letItFail!: () => void;
    const failNow = new Promise<void>((resolve) => {
      letItFail = resolve;
    });
    const failing = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes (body) values ('inside the failed transaction')`);
        insideTransaction();
        await failNow;
        throw new Error('the order was refused');
      })
      .catch((error: Error) => error.message);
    await inside;
    // Written by another request while the transaction is open: it waits, then stands on its own.
    const outside = database.db.execute(sql`insert into notes (body) values ('outside')`);
    letItFail();
    expect(await failing).toBe('the order was refused');
    await outside;
    expect(await queryRows<{ body: string }>(database.db, sql`select body from notes`)).toEqual([
      { body: 'outside' },
    ]);
  });

  it('passes an answer larger than the backend writes at once through whole and in order', async () => {
    const rows = await queryRows<{ n: number; text: string }>(
      database.db,
      sql`select n, repeat(chr(65 + n % 26), 1000) as text from generate_series(1, 3000) as n`,
    );
    expect(rows).toHaveLength(3000);
    expect(rows.every((row, index) => row.n === index + 1)).toBe(true);
    expect(rows[2999]!.text).toBe('K'.repeat(1000));
  });

  it("serves other connections between a transaction's begin and its first statement", async () => {
    const { Client } = (await import('pg')).default;
    const pool = (database.db as unknown as { $client: { options: { host: string } } }).$client;
    const connect = async () => {
      const client = new Client({
        host: pool.options.host,
        port: 5432,
        user: 'postgres',
        database: 'postgres',
      });
      await client.connect();
      return client;
    };
    const [buyer, browser] = [await connect(), await connect()];
    try {
      await buyer.query('begin');
      // The backend serves one transaction at a time: had the begin taken it, this would wait for
      // the buyer's commit, which comes only after it.
      expect((await browser.query('select 41 + 1 as n')).rows).toEqual([{ n: 42 }]);
      // The transaction is whole all the same: its rollback undoes what it wrote after the begin.
      await buyer.query(`insert into notes (body) values ('begun late')`);
      await buyer.query('rollback');
      expect(
        (await browser.query(`select count(*)::int as n from notes where body = 'begun late'`)).rows,
      ).toEqual([{ n: 0 }]);
    } finally {
      await Promise.all([buyer.end(), browser.end()]);
    }
  });

  it('passes on what it hears on the catalogue and session channels', async () => {
    const heard = (channel: string) =>
      new Promise<string>((resolve) => {
        const stop = database.listen(channel, {
          heard: (payload) => {
            void stop();
            resolve(payload);
          },
          up: () => {},
          down: () => {},
        });
      });
    const catalogue = heard(CATALOG_CHANNEL);
    const sessions = heard(SESSION_CHANNEL);
    await database.db.execute(
      sql`select pg_notify(${CATALOG_CHANNEL}, '7'), pg_notify(${SESSION_CHANNEL}, 'user:7')`,
    );
    expect(await catalogue).toBe('7');
    expect(await sessions).toBe('user:7');
  });

  // Linux keeps a nice value per thread; elsewhere the two threads stay equal.
  it.runIf(existsSync('/proc/thread-self/stat'))(
    'runs PGlite below the thread that answers requests, so that thread gets the cores first',
    () => {
      const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      const requestThread = niceOf(readFileSync('/proc/thread-self/stat', 'utf8'));
      const threads = readdirSync('/proc/self/task').map((task) =>
        niceOf(readFileSync(`/proc/self/task/${task}/stat`, 'utf8')),
      );
      // The one thread below it is PGlite's, ten steps down.
      expect(threads.filter((nice) => nice > requestThread)).toEqual([Math.min(19, requestThread + 10)]);
    },
  );

  it('answers a bad statement with its error and goes on serving', async () => {
    await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toThrow(/no_such_table/);
    expect(await count()).toBeGreaterThanOrEqual(0);
  });

  it('serves a named prepared statement to every connection, though the backend holds it once', async () => {
    const { Client } = (await import('pg')).default;
    const pool = (database.db as unknown as { $client: { options: { host: string } } }).$client;
    const clients = [1, 2, 3].map(
      () => new Client({ host: pool.options.host, port: 5432, user: 'postgres', database: 'postgres' }),
    );
    try {
      for (const client of clients) await client.connect();
      const plusOne = (client: (typeof clients)[number], n: number) =>
        client.query({ name: 'plus_one', text: 'select $1::int + 1 as n', values: [n] });
      const answers = await Promise.all(clients.map((client, index) => plusOne(client, index)));
      expect(answers.map((answer) => answer.rows[0].n)).toEqual([1, 2, 3]);
      // A failing execution of the prepared statement leaves it usable.
      await expect(
        clients[0]!.query({ name: 'plus_one', text: 'select $1::int + 1 as n', values: ['x'] }),
      ).rejects.toThrow(/invalid input syntax/);
      expect((await plusOne(clients[1]!, 41)).rows[0].n).toBe(42);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });

  it('rolls back the open transaction of a client that disconnects, and serves the others', async () => {
    const before = await count();
    const { Client } = (await import('pg')).default;
    const pool = (database.db as unknown as { $client: { options: { host: string } } }).$client;
    const client = new Client({
      host: pool.options.host,
      port: 5432,
      user: 'postgres',
      database: 'postgres',
    });
    client.on('error', () => {});
    await client.connect();
    await client.query('begin');
    await client.query(`insert into notes (body) values ('never committed')`);
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect(await count()).toBe(before);
  });
});

describe('PGlite in its worker, on disk', () => {
  it('keeps the data in its directory across a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-pglite-test-'));
    try {
      const first = await openPgliteServer(dataDir);
      await first.db.execute(sql`create table kept (word text)`);
      await first.db.execute(sql`insert into kept values ('prosperity')`);
      await first.close();
      const second = await openPgliteServer(dataDir);
      expect(await queryRows(second.db, sql`select word from kept`)).toEqual([{ word: 'prosperity' }]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('PGlite in its worker, as the server opens it', () => {
  it('keeps three connections unless told otherwise: more would only queue in the worker', async () => {
    const defaults = await openPgliteServer();
    try {
      const sleeps = Array.from({ length: 12 }, () => defaults.db.execute(sql`select pg_sleep(0.01)`));
      await Promise.all(sleeps);
      const pool = (defaults.db as unknown as { $client: { totalCount: number } }).$client;
      expect(DEFAULT_POOL_SIZE.pglite).toBe(3);
      expect(pool.totalCount).toBe(3);
    } finally {
      await defaults.close();
    }
  });
});
