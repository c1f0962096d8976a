import { useEffect, useState, useSyncExternalStore } from 'react';

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

/**
 * False on the server, while hydrating and until the browser is next idle (at most `timeoutMs` later),
 * then true: for widgets nobody needs the moment the page opens (the overlays), so that loading and
 * rendering them is a task of its own after hydration, not more of hydration's long one
 * (docs/decisions/007-delivering-bytes.md).
 */
export function useIdleAfterHydration(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const markIdle = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(markIdle, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    // Safari has no idle callback: the next task, after hydration's, will do.
    const handle = window.setTimeout(markIdle, 0);
    return () => window.clearTimeout(handle);
  }, [timeoutMs]);
  return idle;
}
