import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { type DatabaseHandle, type DbOrTx, openPgliteServer, queryRows } from './client.ts';
import { readsTogether } from './reads-together.ts';

// The test's database (PGlite in this thread, whose driver cannot pipeline, or PostgreSQL under
// server-pg) and PGlite in its worker, as the server runs it: the same answers on each.
const databases: [string, () => Promise<DatabaseHandle>][] = [
  ['the test database', createTestDatabase],
  ['PGlite in its worker', () => openPgliteServer(undefined, { maxConnections: 1 })],
];

const jarsOn = async (db: DbOrTx, id: number) => {
  const [row] = await queryRows<{ jars: number }>(db, sql`select jars from shelf where id = ${id}`);
  if (!row) throw new Error(`no shelf ${id}`);
  return row.jars;
};

describe.each(databases)('reads sent together, on %s', (_, open) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
    await database.db.execute(sql`create table shelf (id int primary key, jars int not null)`);
    await database.db.execute(sql`insert into shelf values (1, 3), (2, 5)`);
  });
  afterAll(() => database.close());
  afterEach(() => vi.restoreAllMocks());

  it("answers each read in the order they were asked for, a read's later statements included", async () => {
    const [first, second, both] = await readsTogether(database.db, (on) => [
      jarsOn(on, 1),
      jarsOn(on, 2),
      jarsOn(on, 1).then(async (jars) => jars + (await jarsOn(on, 2))),
    ]);
    expect([first, second, both]).toEqual([3, 5, 8]);
  });

  it('throws the first failure in their order once every read has ended, and the connection serves on', async () => {
    let slowEnded = false;
    const reading = readsTogether(database.db, (on) => [
      jarsOn(on, 1).then(async (jars) => {
        await on.execute(sql`select pg_sleep(0.05)`);
        slowEnded = true;
        return jars;
      }),
      jarsOn(on, 9),
      on.execute(sql`select no_such_column from shelf`),
    ]);
    await expect(reading).rejects.toThrow('no shelf 9');
    expect(slowEnded).toBe(true);
    // One connection in the worker's pool: it was given back, clean.
    expect(await jarsOn(database.db, 2)).toBe(5);
  });

  it('sends every read on one connection before the first answer comes back', async ({ skip }) => {
    if (!((database.db as unknown as { $client: unknown }).$client instanceof pg.Pool))
      skip('PGlite in this thread: no pool to pipeline on');
    const events: string[] = [];
    const connections = new Set<unknown>();
    const query = pg.Client.prototype.query as (...args: unknown[]) => Promise<unknown>;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      connections.add(this);
      events.push('sent');
      const answer = query.apply(this, args);
      return answer.then((result) => {
        events.push('answered');
        return result;
      });
    } as never);
    await readsTogether(database.db, (on) => [jarsOn(on, 1), jarsOn(on, 2), jarsOn(on, 1)]);
    expect(events).toEqual(['sent', 'sent', 'sent', 'answered', 'answered', 'answered']);
    expect(connections.size).toBe(1);
  });
});
