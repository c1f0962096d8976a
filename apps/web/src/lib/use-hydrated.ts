import { type ReactNode, startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** False from `beginHydration` until `HydrationEnd`'s effect: while the page's first hydration is under way. */
let firstHydrationOver = true;
const subscribeNever = () => () => {};

/** Called just before hydrating a page the server rendered (app/start.tsx). */
export function beginHydration(): void {
  firstHydrationOver = false;
}

/**
 * Wraps the app being hydrated. Its effect is the first hydration's last (React runs a parent's
 * effects after its children's), so every component hydrated with it has read false by then.
 */
export function HydrationEnd({ children }: { children: ReactNode }) {
  useEffect(() => {
    firstHydrationOver = true;
  }, []);
  return children;
}

/**
 * False on the server and while hydrating, true afterwards: for what only the browser can show.
 *
 * A component that hydrated turns true from an effect, as a transition: React renders those again in
 * slices that yield to the browser. A store snapshot that differed from the server's after hydrating
 * made React render every one of them again at once, synchronously, the longest task after hydrating
 * on a phone (docs/decisions/007-delivering-bytes.md, "Sixth pass"); here the snapshot is still false
 * when React compares it. A component mounted later (after a link, or in a client-rendered page) is
 * true at once, as the store's snapshot says, so a button it shows is never disabled for a moment. A
 * part that hydrates late (a lazy part's Suspense) still reads the server's value while hydrating.
 */
export function useHydrated(): boolean {
  const mountedAfterHydration = useSyncExternalStore(
    subscribeNever,
    () => firstHydrationOver,
    () => false,
  );
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (!mountedAfterHydration) startTransition(() => setHydrated(true));
  }, [mountedAfterHydration]);
  return mountedAfterHydration || hydrated;
}

/**
 * A value of the browser (the address's origin, the time, a stored setting), read without breaking
 * hydration: the server and the browser's first render use `serverValue`, and the browser's own value
 * follows as `useHydrated` turns true (docs/decisions/006-server-rendering.md). For values
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
