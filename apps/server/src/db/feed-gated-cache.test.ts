import { describe, expect, it, vi } from 'vitest';
import type { ChangeListener } from './change-feed.ts';
import { FeedGatedCache, watchChanges } from './feed-gated-cache.ts';

/** The smallest cache: a set of words, each dropped when the channel names it. */
class Words extends FeedGatedCache {
  readonly words = new Set<string>();

  constructor(capacity = 10) {
    super(capacity);
  }

  keep(word: string, generation: number): void {
    if (this.mayKeep(generation)) this.words.add(word);
  }

  heard(payload: string): void {
    this.changed();
    this.words.delete(payload);
  }

  protected dropAll(): void {
    this.words.clear();
  }
}

function channel() {
  const listeners: ChangeListener[] = [];
  const stop = vi.fn(async () => {});
  const listen = vi.fn((_channel: string, listener: ChangeListener) => {
    listeners.push(listener);
    return stop;
  });
  return { database: { listen }, listen, stop, listener: () => listeners[0]! };
}

describe('a cache that keeps nothing unless its channel is heard', () => {
  it('keeps nothing until the channel is heard, and drops everything once it is lost', () => {
    const cache = new Words();
    expect(cache.active).toBe(false);
    cache.keep('jade', cache.generation);
    expect(cache.words.size).toBe(0);

    cache.startListening();
    expect(cache.active).toBe(true);
    cache.keep('jade', cache.generation);
    expect([...cache.words]).toEqual(['jade']);

    cache.stopListening();
    expect(cache.active).toBe(false);
    expect(cache.words.size).toBe(0);
    cache.keep('jade', cache.generation);
    expect(cache.words.size).toBe(0);
  });

  it('starts empty each time the channel is heard again', () => {
    const cache = new Words();
    cache.startListening();
    cache.keep('jade', cache.generation);
    cache.startListening();
    expect(cache.words.size).toBe(0);
  });

  it('never keeps what was read before a change it has since heard or made', () => {
    const cache = new Words();
    cache.startListening();
    const beforeHeard = cache.generation;
    cache.heard('pixiu');
    cache.keep('jade', beforeHeard);
    const beforeClear = cache.generation;
    cache.clear();
    cache.keep('jade', beforeClear);
    expect(cache.words.size).toBe(0);
    cache.keep('jade', cache.generation);
    expect([...cache.words]).toEqual(['jade']);
  });

  it('keeps nothing without a capacity, even while heard', () => {
    const cache = new Words(0);
    cache.startListening();
    cache.keep('jade', cache.generation);
    expect(cache.active).toBe(false);
    expect(cache.words.size).toBe(0);
  });

  it("wires the channel's notifications, its loss and its return to the cache", async () => {
    const { database, listen, stop, listener } = channel();
    const watched = watchChanges(database, 'words_changed', new Words());
    expect(listen).toHaveBeenCalledWith('words_changed', expect.anything());

    listener().up();
    watched.cache.keep('jade', watched.cache.generation);
    watched.cache.keep('pixiu', watched.cache.generation);
    listener().heard('jade');
    expect([...watched.cache.words]).toEqual(['pixiu']);
    listener().down();
    expect(watched.cache.active).toBe(false);
    expect(watched.cache.words.size).toBe(0);

    await watched.stop();
    expect(stop).toHaveBeenCalledOnce();
  });

  it('does not listen for a cache without a capacity', async () => {
    const { database, listen } = channel();
    const watched = watchChanges(database, 'words_changed', new Words(0));
    await watched.stop();
    expect(listen).not.toHaveBeenCalled();
  });
});
