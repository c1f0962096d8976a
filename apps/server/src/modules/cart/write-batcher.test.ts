import { describe, expect, it } from 'vitest';
import { WriteBatcher } from './write-batcher.ts';

interface Write {
  key: string;
  value: number;
}

/** A batcher over a stand-in statement that notes each batch and answers when the test says. */
function recordedBatcher(maxBatch = 100, fail?: (batch: Write[]) => Error | null) {
  const batches: Write[][] = [];
  const pending: (() => void)[] = [];
  const batcher = new WriteBatcher<Write, string>({
    key: (write) => write.key,
    maxBatch,
    write: (batch) =>
      new Promise((resolve, reject) => {
        batches.push(batch);
        pending.push(() => {
          const error = fail?.(batch) ?? null;
          if (error) reject(error);
          else resolve(batch.map((write) => `${write.key}${write.value}`));
        });
      }),
  });
  /** Lets the statement in flight return, once it has been sent. */
  const returnOne = async () => {
    while (pending.length === 0) await new Promise((resolve) => setImmediate(resolve));
    pending.shift()!();
  };
  return { batcher, batches, returnOne };
}

const keysOf = (batches: Write[][]) => batches.map((batch) => batch.map((write) => write.key + write.value));

describe('writes batched together', () => {
  it('sends the writes that arrive together as one batch, and answers each its own output', async () => {
    const { batcher, batches, returnOne } = recordedBatcher();
    const answers = Promise.all([
      batcher.write({ key: 'a', value: 1 }),
      batcher.write({ key: 'b', value: 2 }),
      batcher.write({ key: 'c', value: 3 }),
    ]);
    await returnOne();
    expect(await answers).toEqual(['a1', 'b2', 'c3']);
    expect(keysOf(batches)).toEqual([['a1', 'b2', 'c3']]);
  });

  it('queues the writes that arrive while a batch is in flight, and sends them together when it returns', async () => {
    const { batcher, batches, returnOne } = recordedBatcher();
    const first = batcher.write({ key: 'a', value: 1 });
    while (batches.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const later = [batcher.write({ key: 'b', value: 2 }), batcher.write({ key: 'c', value: 3 })];
    await returnOne();
    expect(await first).toBe('a1');
    await returnOne();
    expect(await Promise.all(later)).toEqual(['b2', 'c3']);
    expect(keysOf(batches)).toEqual([['a1'], ['b2', 'c3']]);
  });

  it('puts a second write of the same key into the next batch, keeping the order of each key', async () => {
    const { batcher, batches, returnOne } = recordedBatcher();
    const answers = Promise.all([
      batcher.write({ key: 'a', value: 1 }),
      batcher.write({ key: 'a', value: 2 }),
      batcher.write({ key: 'b', value: 1 }),
      batcher.write({ key: 'a', value: 3 }),
      batcher.write({ key: 'c', value: 1 }),
    ]);
    for (let n = 0; n < 3; n += 1) await returnOne();
    expect(await answers).toEqual(['a1', 'a2', 'b1', 'a3', 'c1']);
    expect(keysOf(batches)).toEqual([['a1', 'b1', 'c1'], ['a2'], ['a3']]);
  });

  it('sends at most maxBatch writes at once', async () => {
    const { batcher, batches, returnOne } = recordedBatcher(2);
    const answers = Promise.all(['a', 'b', 'c'].map((key) => batcher.write({ key, value: 1 })));
    await returnOne();
    await returnOne();
    await answers;
    expect(keysOf(batches)).toEqual([['a1', 'b1'], ['c1']]);
  });

  it('writes each again alone when a batch fails as a whole, so only the write that broke it fails', async () => {
    const broken = new Error('insert or update on table "cart_items" violates foreign key constraint');
    const { batcher, batches, returnOne } = recordedBatcher(100, (batch) =>
      batch.some((write) => write.key === 'b') ? broken : null,
    );
    const answers = Promise.allSettled(['a', 'b', 'c'].map((key) => batcher.write({ key, value: 1 })));
    for (let n = 0; n < 4; n += 1) await returnOne();
    expect(await answers).toEqual([
      { status: 'fulfilled', value: 'a1' },
      { status: 'rejected', reason: broken },
      { status: 'fulfilled', value: 'c1' },
    ]);
    expect(keysOf(batches)).toEqual([['a1', 'b1', 'c1'], ['a1'], ['b1'], ['c1']]);
  });

  it('fails the whole batch at once when the database cannot be reached', async () => {
    const gone = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const { batcher, batches, returnOne } = recordedBatcher(100, () => gone);
    const answers = Promise.allSettled(['a', 'b'].map((key) => batcher.write({ key, value: 1 })));
    await returnOne();
    expect(await answers).toEqual([
      { status: 'rejected', reason: gone },
      { status: 'rejected', reason: gone },
    ]);
    expect(batches).toHaveLength(1);
  });
});
