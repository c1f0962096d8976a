import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { MODULE_LOADER_SCRIPT, PAGE_MODULES_ELEMENT_ID, withoutModuleTags } from './module-loader.ts';

interface Appended {
  tag: string;
  type?: string;
  rel?: string;
  src?: string;
  href?: string;
  crossOrigin?: string;
}

type PaintList = { getEntriesByName: (name: string) => unknown[] };

/** A browser's Paint Timing, held: `paint(name)` reports a paint entry to the loader's observer. */
function paintTiming() {
  const observers: { report: (list: PaintList) => void; observing: boolean; options?: unknown }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'navigation'];
    private readonly self: (typeof observers)[number];
    constructor(report: (list: PaintList) => void) {
      this.self = { report, observing: false };
      observers.push(this.self);
    }
    observe(options: unknown) {
      this.self.observing = true;
      this.self.options = options;
    }
    disconnect() {
      this.self.observing = false;
    }
  }
  const paint = (name: string) => {
    for (const observer of observers.filter((each) => each.observing)) {
      observer.report({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
    }
  };
  return { window: { PerformanceObserver }, observers, paint };
}

/**
 * Runs the loader against a page listing `modules`, with the browser's frame and timers held, in a
 * browser with or without paint entries.
 */
function loadPage(modules: { entry: string; modules: string[] }, window: object = {}) {
  const appended: Appended[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const document = {
    getElementById: (id: string) =>
      id === PAGE_MODULES_ELEMENT_ID ? { textContent: JSON.stringify(modules) } : null,
    createElement: (tag: string) => ({ tag }) as Appended,
    head: { appendChild: (element: Appended) => appended.push({ ...element }) },
  };
  runInNewContext(MODULE_LOADER_SCRIPT, {
    window,
    document,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  });
  return { appended, frames, timers };
}

const page = { entry: '/assets/index-1.js', modules: ['/assets/shell-1.js', '/assets/ProductPage-1.js'] };

describe("the loader of a server-rendered page's scripts", () => {
  it('asks for nothing until the browser reports the first contentful paint, then for the entry and the modules beside it', () => {
    const timing = paintTiming();
    const { appended, frames, timers } = loadPage(page, timing.window);
    expect(timing.observers[0]!.options).toEqual({ type: 'paint', buffered: true });
    // Neither an animation frame, nor the first paint without content, nor a turn of the timers.
    for (const run of frames) run();
    timing.paint('first-paint');
    for (const timer of timers.filter((each) => each.ms === 0)) timer.run();
    expect(appended).toEqual([]);
    timing.paint('first-contentful-paint');
    expect(appended).toEqual([
      { tag: 'script', type: 'module', crossOrigin: 'anonymous', src: '/assets/index-1.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/shell-1.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/ProductPage-1.js' },
    ]);
    expect(timing.observers[0]!.observing).toBe(false);
    for (const timer of timers) timer.run();
    expect(appended).toHaveLength(3);
  });

  it('starts in the task after the first animation frame in a browser without paint entries', () => {
    const { appended, frames, timers } = loadPage(page);
    expect(appended).toEqual([]);
    // The animation frame before the first paint only queues the start for after that paint.
    for (const run of frames) run();
    expect(appended).toEqual([]);
    timers.find((timer) => timer.ms === 0)!.run();
    expect(appended).toEqual([
      { tag: 'script', type: 'module', crossOrigin: 'anonymous', src: '/assets/index-1.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/shell-1.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/ProductPage-1.js' },
    ]);
  });

  it('starts after a second in a tab that paints no frame (opened in the background), and only once', () => {
    const timing = paintTiming();
    const { appended, frames, timers } = loadPage(page, timing.window);
    timers.find((timer) => timer.ms === 1000)!.run();
    expect(appended.map((element) => element.src ?? element.href)).toEqual([page.entry, ...page.modules]);
    for (const run of frames) run();
    for (const timer of timers) timer.run();
    timing.paint('first-contentful-paint');
    expect(appended).toHaveLength(3);
  });
});

describe('index.html for a server-rendered page', () => {
  const template = `<head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>`;

  it('loses its entry script and modulepreload tags to the loader, and keeps its stylesheet', () => {
    const deferred = withoutModuleTags(template);
    expect(deferred.entry).toBe('/assets/index-1.js');
    expect(deferred.modules).toEqual(['/assets/rolldown-runtime-1.js', '/assets/shell-1.js']);
    expect(deferred.template).not.toMatch(/<script|modulepreload/);
    expect(deferred.template).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('stays as it is when it names no entry (the web app is not built)', () => {
    const bare = '<head><!--app-head--></head>';
    expect(withoutModuleTags(bare)).toEqual({ template: bare, entry: null, modules: [] });
  });
});
