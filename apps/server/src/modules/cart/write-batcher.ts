import { isDatabaseUnavailable } from '../../db/outage.ts';

export interface WriteBatcherOptions<Input, Output> {
  /** Writes the inputs in one statement and answers each one's output, in the same order. */
  write(inputs: Input[]): Promise<Output[]>;
  /** Inputs with the same key never share a batch: each goes in a later one, in the order they came. */
  key(input: Input): unknown;
  /** The most inputs one statement takes. */
  maxBatch: number;
}

interface Queued<Input, Output> {
  input: Input;
  resolve(output: Output): void;
  reject(error: unknown): void;
}

interface Batch<Input, Output> {
  queued: Queued<Input, Output>[];
  keys: Set<unknown>;
}

/**
 * Writes that arrive together go to the database as one statement and one commit, like DataLoader
 * for writes (docs/decisions/008-api-performance.md#ninth-pass-adds-written-together): while a batch
 * is in flight the next ones queue, and go as the next batch when it returns. A write that finds
 * nothing in flight waits only for the event loop's turn (`setImmediate`), so a quiet shop's add goes
 * at once, with whatever other requests arrived with it.
 */
export class WriteBatcher<Input, Output> {
  private inFlight = false;
  private sendScheduled = false;
  private readonly waiting: Batch<Input, Output>[] = [];

  constructor(private readonly options: WriteBatcherOptions<Input, Output>) {}

  write(input: Input): Promise<Output> {
    return new Promise<Output>((resolve, reject) => {
      const key = this.options.key(input);
      // The first batch without this key: every batch holding it is before that one (a batch only
      // grows until it leaves), so writes of one key keep their order.
      let batch = this.waiting.find(
        (candidate) => !candidate.keys.has(key) && candidate.queued.length < this.options.maxBatch,
      );
      if (!batch) {
        batch = { queued: [], keys: new Set() };
        this.waiting.push(batch);
      }
      batch.queued.push({ input, resolve, reject });
      batch.keys.add(key);
      this.sendNext();
    });
  }

  // A batch leaves after the requests the event loop has in hand: every write they start joins it.
  private sendNext(): void {
    if (this.inFlight || this.sendScheduled || this.waiting.length === 0) return;
    this.sendScheduled = true;
    setImmediate(() => {
      this.sendScheduled = false;
      const batch = this.waiting.shift();
      if (!batch) return;
      this.inFlight = true;
      void this.send(batch.queued).finally(() => {
        this.inFlight = false;
        this.sendNext();
      });
    });
  }

  private async send(queued: Queued<Input, Output>[]): Promise<void> {
    try {
      const outputs = await this.options.write(queued.map((entry) => entry.input));
      for (const [index, entry] of queued.entries()) entry.resolve(outputs[index]!);
    } catch (error) {
      // A statement that failed as a whole (one row breaking a constraint, a deadlock) fails no
      // write but the one that caused it: each is written again alone. When the database cannot be
      // reached, all of them fail at once instead of waiting for it one after another.
      if (queued.length === 1 || isDatabaseUnavailable(error)) {
        for (const entry of queued) entry.reject(error);
        return;
      }
      for (const entry of queued) await this.send([entry]);
    }
  }
}
