import type { DatabaseHandle } from './client.ts';

/**
 * A cache that keeps nothing unless its channel is heard: what it keeps is dropped by the change
 * notifications of its channel (change-feed.ts), so until they are heard, and again whenever the
 * connection that hears them is lost, a kept entry could outlive a change nobody told it of, and
 * nothing is kept (docs/decisions/008-api-performance.md). A read that began before a change is never
 * kept after it: the reader takes `generation` before reading the database and hands it back with
 * what it read. Each cache brings its own entries (`dropAll`) and reads its channel's payloads
 * (`heard`).
 */
export abstract class FeedGatedCache {
  readonly #capacity: number;
  #generation = 0;
  #listening = false;

  /** `capacity` in the cache's own unit (bytes, entries); 0 keeps nothing and hears nothing. */
  protected constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get capacity(): number {
    return this.#capacity;
  }

  /** Whether anything is kept at all: only with a capacity and while changes are being heard. */
  get active(): boolean {
    return this.#listening && this.#capacity > 0;
  }

  /** Taken before reading the database; what was read is kept only if nothing changed since. */
  get generation(): number {
    return this.#generation;
  }

  /** A change that may touch anything (or a notification that could not be read): everything goes. */
  clear(): void {
    this.changed();
    this.dropAll();
  }

  /** The change feed is heard from now on. */
  startListening(): void {
    this.clear();
    this.#listening = true;
  }

  /** The change feed was lost: changes may go unheard, so nothing is kept until it is back. */
  stopListening(): void {
    this.#listening = false;
    this.clear();
  }

  /** A notification's payload, as the channel's trigger writes it. */
  abstract heard(payload: string): void;

  /** Whether what was read from `generation` on may be kept now. */
  protected mayKeep(generation: number): boolean {
    return this.active && generation === this.#generation;
  }

  /** Something changed: a read under way is not kept. */
  protected changed(): void {
    this.#generation += 1;
  }

  /** Lets every entry go. */
  protected abstract dropAll(): void;
}

/**
 * `cache` hears `channel`'s changes through `database` for as long as the app runs; `stop` when it
 * closes. A cache without a capacity does not listen.
 */
export function watchChanges<Cache extends FeedGatedCache>(
  database: Pick<DatabaseHandle, 'listen'>,
  channel: string,
  cache: Cache,
): { cache: Cache; stop: () => Promise<void> } {
  if (cache.capacity <= 0) return { cache, stop: async () => {} };
  const stop = database.listen(channel, {
    heard: (payload) => cache.heard(payload),
    up: () => cache.startListening(),
    down: () => cache.stopListening(),
  });
  return { cache, stop };
}
