import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * A value of the browser (the address's origin, the time, a stored setting), read without breaking
 * hydration: the server and the browser's first render use `serverValue`, and the browser's own value
 * follows at once after hydrating (docs/decisions/006-server-rendering.md). For values that do not
 * change while the page is open.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNever, read, () => serverValue);
}

/** False on the server and while hydrating, true afterwards: for what only the browser can show. */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
