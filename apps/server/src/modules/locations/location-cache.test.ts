import { describe, expect, it, vi } from 'vitest';
import { createLocationCache } from './location-cache.ts';

describe('createLocationCache', () => {
  it('loads a list once and serves it from memory until cleared', async () => {
    const cache = createLocationCache();
    const load = vi.fn(async () => ['Cebu']);
    expect(await cache.get('provinces:07', load)).toEqual(['Cebu']);
    expect(await cache.get('provinces:07', load)).toEqual(['Cebu']);
    expect(load).toHaveBeenCalledTimes(1);
    cache.clear();
    await cache.get('provinces:07', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used list when full', async () => {
    const cache = createLocationCache(2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('a', async () => 1); // a is now the most recent
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(2);
    const reloadB = vi.fn(async () => 2);
    const reloadA = vi.fn(async () => 1);
    await cache.get('a', reloadA);
    await cache.get('b', reloadB);
    expect(reloadA).not.toHaveBeenCalled();
    expect(reloadB).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing when loading fails, so a later call retries', async () => {
    const cache = createLocationCache();
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
  });
});
