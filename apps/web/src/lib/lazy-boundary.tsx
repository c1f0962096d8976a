import { type ComponentType, lazy, memo, Suspense } from 'react';

/**
 * A component whose code loads after the first paint, in its own Suspense boundary
 * (docs/decisions/006-server-rendering.md). On a server-rendered page React keeps the server's HTML of
 * the boundary until the code arrives, then hydrates it. The boundary is memoised: a boundary that is
 * still waiting for its code and receives an update (its parent re-rendering just after hydration, as
 * parents do when they read the browser's values) would otherwise be thrown away and rendered anew
 * from its empty fallback, and the page would jump. So its props must be stable (strings, numbers,
 * cached data, memoised callbacks).
 */
export function lazyBoundary<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at load time, as React.lazy is, never during a render
  return memo(function LazyBoundary(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
}
