// docs/cart.md#limits: cart operations are throttled to one per 500 ms.

/**
 * - `drop`: a repeat within the window is ignored (answers `undefined`): a double click adds once.
 * - `latest`: a repeat within the window waits for the window's end, and only the last one waiting
 *   runs; everyone who waited gets its result. Three quick clicks on "+" send the final quantity.
 */
export type ThrottleMode = 'drop' | 'latest';

interface Slot {
  lastRun: number;
  timer: ReturnType<typeof setTimeout> | null;
  waiting: {
    run: () => Promise<unknown>;
    settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[];
  } | null;
}

export interface OperationThrottle {
  /** Runs `operation` now, later, or never, by `key` (the operation and the line it acts on). */
  schedule<T>(key: string, mode: ThrottleMode, operation: () => Promise<T>): Promise<T | undefined>;
}

export function createOperationThrottle(
  intervalMs: number,
  now: () => number = () => Date.now(),
): OperationThrottle {
  const slots = new Map<string, Slot>();

  const runWaiting = (slot: Slot) => {
    const waiting = slot.waiting;
    slot.timer = null;
    slot.waiting = null;
    if (!waiting) return;
    slot.lastRun = now();
    waiting.run().then(
      (value) => {
        for (const { resolve } of waiting.settle) resolve(value);
      },
      (error: unknown) => {
        for (const { reject } of waiting.settle) reject(error);
      },
    );
  };

  return {
    schedule<T>(key: string, mode: ThrottleMode, operation: () => Promise<T>): Promise<T | undefined> {
      const slot = slots.get(key) ?? { lastRun: Number.NEGATIVE_INFINITY, timer: null, waiting: null };
      slots.set(key, slot);
      const elapsed = now() - slot.lastRun;
      if (elapsed >= intervalMs && !slot.timer) {
        slot.lastRun = now();
        return operation();
      }
      if (mode === 'drop') return Promise.resolve(undefined);
      return new Promise<T | undefined>((resolve, reject) => {
        const settle = [
          ...(slot.waiting?.settle ?? []),
          { resolve: resolve as (value: unknown) => void, reject },
        ];
        slot.waiting = { run: operation, settle };
        slot.timer ??= setTimeout(() => runWaiting(slot), Math.max(0, intervalMs - elapsed));
      });
    },
  };
}
