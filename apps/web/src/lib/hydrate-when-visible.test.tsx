import { act, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenVisible } from './hydrate-when-visible.tsx';

// The browser's observer and idle callbacks, driven by the test.
const observed = new Set<Element>();
let notify: ((entries: { target: Element; isIntersecting: boolean }[]) => void) | undefined;
class FakeIntersectionObserver {
  constructor(callback: typeof notify) {
    notify = callback;
  }
  observe(element: Element) {
    observed.add(element);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {}
}
let idle: (() => void)[] = [];

function Probe({ name, onHydrate }: { name: string; onHydrate: (name: string) => void }) {
  useEffect(() => onHydrate(name), [name, onHydrate]);
  return <a href={`/product/${name}`}>{name}</a>;
}

function Cards({ onHydrate }: { onHydrate: (name: string) => void }) {
  return (
    <div>
      <HydrateWhenVisible className="flex">
        <Probe name="first" onHydrate={onHydrate} />
      </HydrateWhenVisible>
      <HydrateWhenVisible className="flex">
        <Probe name="second" onHydrate={onHydrate} />
      </HydrateWhenVisible>
    </div>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;
let prefix = 0;

/** The server's HTML of the cards, hydrated in the browser. */
async function hydrateCards(onHydrate: (name: string) => void) {
  const identifierPrefix = `t${++prefix}-`;
  container.innerHTML = renderToString(<Cards onHydrate={onHydrate} />, { identifierPrefix });
  await act(async () => {
    root = hydrateRoot(container, <Cards onHydrate={onHydrate} />, { identifierPrefix });
  });
}

const cardElement = (name: string) => container.querySelector(`a[href="/product/${name}"]`)!.parentElement!;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(async () => {
  // What the browser would do next: the rest hydrate when idle.
  await act(async () => {
    while (idle.length > 0) idle.shift()?.();
  });
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  observed.clear();
  idle = [];
  vi.unstubAllGlobals();
});

describe('parts of a server-rendered page that hydrate when visible', () => {
  it('stay the server HTML, links and all, until they near the screen, then hydrate', async () => {
    const onHydrate = vi.fn();
    await hydrateCards(onHydrate);

    expect(onHydrate).not.toHaveBeenCalled();
    expect(container.querySelectorAll('a')).toHaveLength(2);
    expect(observed.size).toBe(2);

    await act(async () => notify?.([{ target: cardElement('second'), isIntersecting: true }]));
    expect(onHydrate.mock.calls).toEqual([['second']]);
    expect(container.querySelectorAll('a')).toHaveLength(2);
  });

  it('hydrate one at a time, in order, when the browser is idle', async () => {
    const onHydrate = vi.fn();
    await hydrateCards(onHydrate);
    expect(onHydrate).not.toHaveBeenCalled();

    await act(async () => idle.shift()?.());
    expect(onHydrate.mock.calls).toEqual([['first']]);
    await act(async () => idle.shift()?.());
    expect(onHydrate.mock.calls).toEqual([['first'], ['second']]);
  });

  it('hydrate as soon as the shopper touches or focuses one', async () => {
    const onHydrate = vi.fn();
    await hydrateCards(onHydrate);

    const second = container.querySelector<HTMLAnchorElement>('a[href="/product/second"]')!;
    await act(async () => second.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(onHydrate.mock.calls).toEqual([['second']]);
    await act(async () => container.querySelector<HTMLAnchorElement>('a[href="/product/first"]')!.focus());
    expect(onHydrate.mock.calls).toEqual([['second'], ['first']]);
  });

  it('render at once when the page is rendered in the browser', async () => {
    const onHydrate = vi.fn();
    await act(async () => {
      root = createRoot(container);
      root.render(<Cards onHydrate={onHydrate} />);
    });
    expect(onHydrate.mock.calls).toEqual([['first'], ['second']]);
    expect(observed.size).toBe(0);
  });
});
