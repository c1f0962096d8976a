import { describe, expect, it } from 'vitest';
import { settledInOrder } from './settled-in-order.ts';

const after = <T>(ms: number, run: () => T) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(run());
      } catch (error) {
        reject(error);
      }
    }, ms),
  );

describe('settledInOrder', () => {
  it('answers each promise in its place, whichever ends first', async () => {
    await expect(settledInOrder([after(20, () => 'first'), after(1, () => 2)])).resolves.toEqual([
      'first',
      2,
    ]);
  });

  it('throws the first failure in their order, not the first in time, once every one has ended', async () => {
    let lastEnded = false;
    const failing = settledInOrder([
      after(1, () => 'read'),
      after(30, () => {
        throw new Error('the earlier step');
      }),
      after(5, () => {
        throw new Error('the later step');
      }),
      after(50, () => {
        lastEnded = true;
      }),
    ]);
    await expect(failing).rejects.toThrow('the earlier step');
    expect(lastEnded).toBe(true);
  });
});
