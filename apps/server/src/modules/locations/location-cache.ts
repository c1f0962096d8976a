/**
 * A bounded in-memory cache of location lists, one per app instance. The lists change only when the
 * locations are reloaded, so nothing expires; the least recently used list goes when the cache is full
 * (every barangay list together is about 42,000 small rows).
 */
export interface LocationCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export function createLocationCache(maxEntries = 4000): LocationCache {
  const entries = new Map<string, unknown>();
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (entries.has(key)) {
        const value = entries.get(key) as T;
        // Map keeps insertion order: re-inserting marks the entry as recently used.
        entries.delete(key);
        entries.set(key, value);
        return value;
      }
      const value = await load();
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
