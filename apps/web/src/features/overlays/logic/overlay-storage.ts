/** The few reads and writes the overlays make; the rules take one, so tests pass a memory copy. */
export interface OverlayStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
}

/**
 * localStorage, with a memory copy for what it refuses: Safari's private mode and blocked storage throw,
 * and then the answers given on this page still hold until the next full load.
 */
export function createBrowserStorage(): OverlayStorage {
  const unsaved = new Map<string, string>();
  return {
    read(key) {
      try {
        return window.localStorage.getItem(key) ?? unsaved.get(key) ?? null;
      } catch {
        return unsaved.get(key) ?? null;
      }
    },
    write(key, value) {
      try {
        window.localStorage.setItem(key, value);
        unsaved.delete(key);
      } catch {
        unsaved.set(key, value);
      }
    },
  };
}

export const browserStorage = createBrowserStorage();

export function memoryStorage(initial: Record<string, string> = {}): OverlayStorage {
  const entries = new Map(Object.entries(initial));
  return {
    read: (key) => entries.get(key) ?? null,
    write: (key, value) => {
      entries.set(key, value);
    },
  };
}

/** A stored time in ms since the epoch, or null when missing or unreadable. */
export function readTime(storage: OverlayStorage, key: string): number | null {
  const text = storage.read(key);
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export function writeTime(storage: OverlayStorage, key: string, now: number): void {
  storage.write(key, String(now));
}

/**
 * Whether more than `intervalMs` passed since `last`. A time ahead of the clock (the clock was set
 * back, or a test harness wrote one) counts as just now rather than as long ago.
 */
export function hasElapsed(last: number | null, now: number, intervalMs: number): boolean {
  if (last === null) return true;
  return now - last > intervalMs;
}
