import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { type DatabaseHandle, openPgliteServer, queryRows } from './client.ts';
import { isCheckRefusal } from './database-errors.ts';
import { type LastWrite, pipelinedTransaction } from './pipelined-transaction.ts';

// The test's database (PGlite in this thread, whose driver cannot pipeline, or PostgreSQL under
// server-pg) and PGlite in its worker, as the server runs it: the same outcomes on each.
const databases: [string, () => Promise<DatabaseHandle>][] = [
  ['the test database', createTestDatabase],
  ['PGlite in its worker', () => openPgliteServer(undefined, { maxConnections: 2 })],
];

class Refused extends Error {}

const take = (id: number, units: number): LastWrite => ({
  name: 'take_jars',
  statement: sql`update shelf set jars = jars - ${units} where id = ${id}`,
  refusal: (error) =>
    isCheckRefusal(error, 'shelf_jars_not_negative') ? new Refused(`shelf ${id}`) : undefined,
});
const note = (text: string): LastWrite => ({
  name: 'note',
  statement: sql`insert into notes (text) values (${text})`,
});

describe.each(databases)('a transaction whose last writes go with its commit, on %s', (_, open) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
    await database.db.execute(sql`create table notes (id serial primary key, text text not null)`);
    await database.db.execute(
      sql`create table shelf (id int primary key, jars int not null constraint shelf_jars_not_negative check (jars >= 0))`,
    );
    await database.db.execute(sql`insert into shelf values (1, 3), (2, 1)`);
  });
  afterAll(() => database.close());

  const notes = async () =>
    (await queryRows<{ text: string }>(database.db, sql`select text from notes order by id`)).map(
      (row) => row.text,
    );
  const jars = async () =>
    queryRows<{ id: number; jars: number }>(database.db, sql`select id, jars from shelf order by id`);

  it('commits what the body wrote and the last writes, and answers the body result', async () => {
    const answer = await pipelinedTransaction(database.db, async (tx) => {
      await tx.execute(sql`insert into notes (text) values ('first, awaited')`);
      return { result: 'placed', last: [note('second, with the commit'), take(1, 2)] };
    });
    expect(answer).toBe('placed');
    expect(await notes()).toEqual(['first, awaited', 'second, with the commit']);
    expect(await jars()).toEqual([
      { id: 1, jars: 1 },
      { id: 2, jars: 1 },
    ]);
  });

  it('rolls everything back when a last write fails, and throws what its refusal names', async () => {
    const before = await notes();
    await expect(
      pipelinedTransaction(database.db, async (tx) => {
        await tx.execute(sql`insert into notes (text) values ('never kept')`);
        return { result: null, last: [note('never kept either'), take(2, 1), take(1, 2), take(2, 1)] };
      }),
    ).rejects.toThrow(new Refused('shelf 1'));
    expect(await notes()).toEqual(before);
    expect(await jars()).toEqual([
      { id: 1, jars: 1 },
      { id: 2, jars: 1 },
    ]);
  });

  it('rolls back when the body throws, and the connections stay usable', async () => {
    const before = await notes();
    await expect(
      pipelinedTransaction(database.db, async (tx) => {
        await tx.execute(sql`insert into notes (text) values ('never kept')`);
        throw new Error('refused by the body');
      }),
    ).rejects.toThrow('refused by the body');
    // More transactions than the pool has connections: none was left open or lost.
    for (const n of [1, 2, 3])
      await pipelinedTransaction(database.db, async () => ({ result: null, last: [note(`after ${n}`)] }));
    expect(await notes()).toEqual([...before, 'after 1', 'after 2', 'after 3']);
  });

  it('serves transactions at once over several connections, each whole', async () => {
    await database.db.execute(sql`update shelf set jars = 5 where id = 2`);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, n) =>
        pipelinedTransaction(database.db, async (tx) => {
          await tx.execute(sql`insert into notes (text) values (${`buyer ${n}`})`);
          return { result: n, last: [note(`buyer ${n} paid`), take(2, 1)] };
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    for (const outcome of outcomes.filter((outcome) => outcome.status === 'rejected'))
      expect(outcome.reason).toEqual(new Refused('shelf 2'));
    const written = await notes();
    expect(written.filter((text) => text.endsWith(' paid'))).toHaveLength(5);
    // A buyer's first note stands exactly when the paid one does.
    for (const text of written.filter((text) => text.startsWith('buyer ') && !text.endsWith(' paid')))
      expect(written).toContain(`${text} paid`);
    expect((await jars())[1]).toEqual({ id: 2, jars: 0 });
  });
});

describe('the last writes over node-postgres', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openPgliteServer(undefined, { maxConnections: 2 });
    await database.db.execute(sql`create table notes (id serial primary key, text text not null)`);
  });
  afterAll(() => database.close());

  it('are all sent, the commit too, before the first of them is answered', async () => {
    const events: string[] = [];
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const config = args[0] as string | { text: string };
      const text = typeof config === 'string' ? config : config.text;
      events.push(`sent ${text}`);
      const answer = (query as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      void answer.then(
        () => events.push(`answered ${text}`),
        () => {},
      );
      return answer;
    } as never);
    try {
      await pipelinedTransaction(database.db, async () => ({
        result: null,
        last: [note('one'), note('two')],
      }));
    } finally {
      spy.mockRestore();
    }
    const insert = 'insert into notes (text) values ($1)';
    expect(events).toEqual([
      'sent begin',
      'answered begin',
      `sent ${insert}`,
      `sent ${insert}`,
      'sent commit',
      `answered ${insert}`,
      `answered ${insert}`,
      'answered commit',
    ]);
  });
});
