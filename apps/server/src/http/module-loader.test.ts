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

/** Runs the loader against a page listing `modules`, with the browser's frame and timers held. */
function loadPage(modules: { entry: string; modules: string[] }) {
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
    document,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  });
  return { appended, frames, timers };
}

const page = { entry: '/assets/index-1.js', modules: ['/assets/shell-1.js', '/assets/ProductPage-1.js'] };

describe("the loader of a server-rendered page's scripts", () => {
  it('asks for nothing until the page has painted, then for the entry and the modules beside it', () => {
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
    const { appended, frames, timers } = loadPage(page);
    timers.find((timer) => timer.ms === 1000)!.run();
    expect(appended.map((element) => element.src ?? element.href)).toEqual([page.entry, ...page.modules]);
    for (const run of frames) run();
    for (const timer of timers) timer.run();
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
