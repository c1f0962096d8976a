import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from './client.ts';
import { NAMED_TEXTS_LIMIT, namedByText } from './prepared.ts';

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
