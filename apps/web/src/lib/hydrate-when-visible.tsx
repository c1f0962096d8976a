import { type ReactNode, Suspense, useId } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * Server-rendered parts of a page that hydrate later (docs/decisions/007-delivering-bytes.md): a part
 * below the fold stays the server's HTML (its links work as plain links) until it comes near the
 * screen, is touched or focused, or the browser is idle, then hydrates in a task of its own instead of lengthening the first
 * one. Only hydration waits: a part rendered in the browser (after a link, or a new list) renders at
 * once.
 */
const ATTRIBUTE = 'data-hydrate-when-visible';
/** Parts that may hydrate now. */
const released = new Set<string>();
/** Parts waiting, by their element in the server's HTML. */
const waiting = new Map<Element, { id: string; release: () => void }>();
const promises = new Map<string, Promise<void>>();
let observer: IntersectionObserver | undefined;
let idleQueued = false;

function release(element: Element): void {
  const part = waiting.get(element);
  if (!part) return;
  waiting.delete(element);
  observer?.unobserve(element);
  released.add(part.id);
  part.release();
}

/** One part per idle moment, in the page's order, so each hydration is a short task. */
function releaseWhenIdle(): void {
  if (idleQueued) return;
  idleQueued = true;
  const next = () => {
    const first = waiting.keys().next();
    if (first.done) {
      idleQueued = false;
      return;
    }
    release(first.value);
    schedule(next);
  };
  schedule(next);
}

function schedule(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task);
  else window.setTimeout(task, 50);
}

/** A promise that settles when the part may hydrate, or null when it may now. */
function whenReleased(id: string): Promise<void> | null {
  if (released.has(id)) return null;
  const known = promises.get(id);
  if (known) return known;
  const element = document.querySelector(`[${ATTRIBUTE}="${id.replace(/["\\]/g, '\\$&')}"]`);
  if (!element || typeof IntersectionObserver === 'undefined') return null;
  if (!observer) {
    // A finger or the keyboard reaching a waiting part hydrates it before the tap or key lands.
    const releaseAround = (event: Event) => {
      const part = event.target instanceof Element ? event.target.closest(`[${ATTRIBUTE}]`) : null;
      if (part) release(part);
    };
    document.addEventListener('pointerdown', releaseAround, { capture: true, passive: true });
    document.addEventListener('focusin', releaseAround, { capture: true });
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) release(entry.target);
    },
    { rootMargin: '200px' },
  );
  const promise = new Promise<void>((resolve) => {
    waiting.set(element, { id, release: resolve });
  });
  promises.set(id, promise);
  observer.observe(element);
  releaseWhenIdle();
  return promise;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated && typeof document !== 'undefined') {
    // Suspending (the promise thrown, as Suspense libraries do) keeps the server's HTML in place.
    const wait = whenReleased(id);
    if (wait) throw wait;
  }
  return children;
}

/**
 * `children` in a `div` (with `className`) that hydrates when it nears the screen or the browser is
 * idle. Give it stable props (memoise the caller): an update reaching it before it hydrates makes
 * React render it anew instead.
 */
export function HydrateWhenVisible({ className, children }: { className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <Gate id={id}>
        <div {...{ [ATTRIBUTE]: id }} className={className}>
          {children}
        </div>
      </Gate>
    </Suspense>
  );
}
