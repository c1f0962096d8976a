import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle, DbOrTx } from './client.ts';
import { NAMED_TEXTS_LIMIT, namedByText, prepared } from './prepared.ts';

/** A database that answers each statement with the name it was prepared under and its values. */
const answeringNames = {
  _: {
    session: {
      prepareQuery: (query: { params: unknown[] }, _fields: unknown, name: string | undefined) => ({
        execute: async () => ({ rows: [{ name, params: query.params }] }),
      }),
    },
  },
} as unknown as DbOrTx;

const nameOf = async (statement: ReturnType<typeof sql>) =>
  (
    await namedByText<{ name: string | undefined; params: unknown[] }>(answeringNames, 'shape', statement)
  )[0]!;

describe('statements named after their text', () => {
  it('gives one text one name whatever its values, another text another, and names no more than the limit', async () => {
    const first = await nameOf(sql`select ${1} as one`);
    const again = await nameOf(sql`select ${2} as one`);
    expect(first.name).toMatch(/^shape_/);
    expect(again).toEqual({ name: first.name, params: [2] });
    const other = await nameOf(sql`select ${1} as two`);
    expect(other.name).toMatch(/^shape_/);
    expect(other.name).not.toBe(first.name);

    // Texts past the limit run unnamed, so a connection never keeps more than the limit; the ones
    // named before keep their name.
    for (let n = 0; n < NAMED_TEXTS_LIMIT; n += 1)
      await nameOf(sql`select ${n} as ${sql.identifier(`c${n}`)}`);
    expect((await nameOf(sql`select ${1} as past_the_limit`)).name).toBeUndefined();
    expect((await nameOf(sql`select ${3} as one`)).name).toBe(first.name);
  });
});

const things = pgTable('mapped_things', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  note: text('note'),
  tags: jsonb('tags').$type<string[]>(),
});
const shelves = pgTable('mapped_shelves', { thingId: integer('thing_id').notNull(), jars: integer('jars') });

describe('the rows of a prepared select', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(
      sql`create table mapped_things (id int primary key, at timestamptz, note text, tags jsonb)`,
    );
    await database.db.execute(sql`create table mapped_shelves (thing_id int not null, jars int)`);
    await database.db.execute(sql`insert into mapped_things values
      (1, '2026-11-27T03:00:00.123Z', 'first', '["a","b"]'), (2, null, null, null)`);
    await database.db.execute(sql`insert into mapped_shelves values (1, 3)`);
  });
  afterAll(() => database.close());

  const flat = (db: DbOrTx) =>
    db
      .select({
        id: things.id,
        at: things.at,
        note: things.note,
        tags: things.tags,
        doubled: sql<number>`${things.id} * 2`.mapWith(Number),
        shelfJars: sql<
          number[]
        >`(select json_agg(s.jars) from mapped_shelves s where s.thing_id = ${things.id})`,
        jars: shelves.jars,
      })
      .from(things)
      .leftJoin(shelves, eq(shelves.thingId, things.id))
      .orderBy(things.id);

  it('maps a flat selection with each column decoded once per statement, to the rows Drizzle gives', async () => {
    const statement = prepared(database.db, 'test_flat_rows', (on) => flat(on).prepare('test_flat_rows'));
    expect((statement as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
      'function',
    );
    const rows = await statement.execute();
    expect(rows).toEqual(await flat(database.db));
    expect(rows).toEqual([
      {
        id: 1,
        at: new Date('2026-11-27T03:00:00.123Z'),
        note: 'first',
        tags: ['a', 'b'],
        doubled: 2,
        shelfJars: [3],
        jars: 3,
      },
      { id: 2, at: null, note: null, tags: null, doubled: 4, shelfJars: null, jars: null },
    ]);
  });

  it("leaves a nested selection to Drizzle, which answers a left-joined table's missing row as null", async () => {
    const nested = (db: DbOrTx) =>
      db
        .select({ id: things.id, shelf: { jars: shelves.jars } })
        .from(things)
        .leftJoin(shelves, eq(shelves.thingId, things.id))
        .orderBy(things.id);
    const statement = prepared(database.db, 'test_nested_rows', (on) =>
      nested(on).prepare('test_nested_rows'),
    );
    expect((statement as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    expect(await statement.execute()).toEqual([
      { id: 1, shelf: { jars: 3 } },
      { id: 2, shelf: null },
    ]);
  });
});
