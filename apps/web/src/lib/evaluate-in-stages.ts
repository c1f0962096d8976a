type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task of the browser's event loop. `scheduler.yield` where there is one (its
 * continuation goes ahead of other queued work), else a message to ourselves: never a timer, which a
 * tab opened in the background would hold back for a second each time.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `stages` one after the other, each in a task of its own (docs/decisions/007-delivering-bytes.md,
 * "Sixth pass"). A static import graph is evaluated in one task however large it is; a stage is a
 * dynamic import, so the browser paints and answers a tap between evaluating, say, react-dom and the
 * router. Resolves in the task after the last stage.
 */
export async function evaluateInStages(
  stages: readonly (() => Promise<unknown>)[],
  yieldTask: () => Promise<void> = nextTask,
): Promise<void> {
  for (const stage of stages) {
    await stage();
    await yieldTask();
  }
}
