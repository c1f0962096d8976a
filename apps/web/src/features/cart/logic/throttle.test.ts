import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOperationThrottle } from './throttle.ts';

describe('the cart throttle: one operation per 500 ms', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and drops a repeat within 500 ms', async () => {
    const throttle = createOperationThrottle(500);
    const add = vi.fn(async () => 'added');
    const first = throttle.schedule('add:11', 'drop', add);
    const repeat = throttle.schedule('add:11', 'drop', add);
    expect(add).toHaveBeenCalledTimes(1);
    await expect(first).resolves.toBe('added');
    await expect(repeat).resolves.toBeUndefined();
  });

  it('runs the same operation again once 500 ms have passed', async () => {
    const throttle = createOperationThrottle(500);
    const add = vi.fn(async () => 'added');
    void throttle.schedule('add:11', 'drop', add);
    vi.advanceTimersByTime(499);
    void throttle.schedule('add:11', 'drop', add);
    expect(add).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    void throttle.schedule('add:11', 'drop', add);
    expect(add).toHaveBeenCalledTimes(2);
  });

  it('does not hold back a different operation or another line', () => {
    const throttle = createOperationThrottle(500);
    const run = vi.fn(async () => 'ok');
    void throttle.schedule('add:11', 'drop', run);
    void throttle.schedule('add:12', 'drop', run);
    void throttle.schedule('remove:11', 'drop', run);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('delays quick repeats to the end of the window and sends only the last one', async () => {
    const throttle = createOperationThrottle(500);
    const sent: number[] = [];
    const setQuantity = (quantity: number) => () => {
      sent.push(quantity);
      return Promise.resolve(quantity);
    };
    const first = throttle.schedule('quantity:11', 'latest', setQuantity(2));
    vi.advanceTimersByTime(100);
    const second = throttle.schedule('quantity:11', 'latest', setQuantity(3));
    vi.advanceTimersByTime(100);
    const third = throttle.schedule('quantity:11', 'latest', setQuantity(4));
    expect(sent).toEqual([2]);
    vi.advanceTimersByTime(299);
    expect(sent).toEqual([2]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([2, 4]);
    await expect(first).resolves.toBe(2);
    // Both waiting callers learn the outcome of the call that was sent for them.
    await expect(second).resolves.toBe(4);
    await expect(third).resolves.toBe(4);
  });

  it('passes a delayed call’s failure to everyone who waited for it', async () => {
    const throttle = createOperationThrottle(500);
    void throttle.schedule('select:11', 'latest', () => Promise.resolve('ok'));
    const waiting = throttle.schedule('select:11', 'latest', () => Promise.reject(new Error('offline')));
    vi.advanceTimersByTime(500);
    await expect(waiting).rejects.toThrow('offline');
  });
});
