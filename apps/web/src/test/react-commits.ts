/**
 * The scheduler priority of each commit React makes, as React reports it to its developer tools
 * (1, immediate, is a synchronous render, which nothing interrupts). Installed before react-dom
 * loads (src/test/setup.ts imports this first); a test clears and reads it.
 */
export const commitPriorities: number[] = [];

(globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  inject: () => 1,
  checkDCE: () => {},
  onCommitFiberRoot: (_renderer: number, _root: unknown, priority: number) => {
    commitPriorities.push(priority);
  },
  onCommitFiberUnmount: () => {},
  onPostCommitFiberRoot: () => {},
};
