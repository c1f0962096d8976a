import { CHAT_WIDGET_IDLE_TIMEOUT_MS, CHAT_WIDGET_LATEST_MS } from './timings.ts';

/** The first sign of a person at the page (docs/content.md#overlays). */
export const CHAT_TRIGGER_EVENTS = ['pointerdown', 'mousemove', 'touchstart', 'scroll'] as const;

type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `run` once, at the first of: an interaction, the browser going idle (where it can say so), or
 * 4 s at the latest. Returns a cancel for a page that leaves first.
 */
export function whenFirstChance(target: IdleWindow, run: () => void): () => void {
  let done = false;
  let latest: number | undefined;
  let idle: number | undefined;
  const options = { capture: true, passive: true } as const;
  const cancel = () => {
    done = true;
    for (const event of CHAT_TRIGGER_EVENTS) target.removeEventListener(event, fire, options);
    target.clearTimeout(latest);
    if (idle !== undefined) target.cancelIdleCallback?.(idle);
  };
  function fire() {
    if (done) return;
    cancel();
    run();
  }
  for (const event of CHAT_TRIGGER_EVENTS) target.addEventListener(event, fire, options);
  latest = target.setTimeout(fire, CHAT_WIDGET_LATEST_MS);
  if (!done) idle = target.requestIdleCallback?.(fire, { timeout: CHAT_WIDGET_IDLE_TIMEOUT_MS });
  return cancel;
}
