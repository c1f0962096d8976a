import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and while hydrating, true afterwards: for what only the browser can show.
 *
 * True from an effect, as a transition: React renders the components that read it again after
 * hydrating in slices that yield to the browser. A store snapshot that differs from the server's
 * (`useSyncExternalStore`, as this was) makes React render every one of them again at once,
 * synchronously, which was the longest task after hydrating on a phone
 * (docs/decisions/007-delivering-bytes.md, "Sixth pass"). Not `useDeferredValue(true, false)`: a
 * part that hydrates late, at React's offscreen priority, would get true while hydrating, unlike the
 * server's HTML. A component mounted later, after a link, also renders once with false first.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

/**
 * A value of the browser (the address's origin, the time, a stored setting), read without breaking
 * hydration: the server and the browser's first render use `serverValue`, and the browser's own value
 * follows in the transition of `useHydrated` (docs/decisions/006-server-rendering.md). For values
 * that do not change while the page is open; `read` runs at every render after that.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useHydrated() ? read() : serverValue;
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
