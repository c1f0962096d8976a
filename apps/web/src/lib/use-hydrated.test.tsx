import { act, cleanup, renderHook } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commitPriorities } from '../test/react-commits.ts';
import {
  beginHydration,
  HydrationEnd,
  useBrowserValue,
  useHydrated,
  useIdleAfterHydration,
} from './use-hydrated.ts';
import { useMediaQuery } from './use-media-query.ts';

function Probe() {
  const hydrated = useHydrated();
  const origin = useBrowserValue(() => 'browser', 'server');
  const wide = useMediaQuery('(min-width: 1px)');
  return <p>{`${hydrated} ${origin} ${wide}`}</p>;
}

const laterRenders: string[] = [];

/** A part of a page reached by a link after the first one hydrated. */
function Later() {
  const hydrated = useHydrated();
  const origin = useBrowserValue(() => 'browser', 'server');
  const wide = useMediaQuery('(min-width: 1px)');
  laterRenders.push(`${hydrated} ${origin} ${wide}`);
  return <span>later</span>;
}

function Page({ later }: { later: boolean }) {
  return later ? <Later /> : <p>server</p>;
}

describe('useHydrated, useBrowserValue and useMediaQuery after server rendering', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });
  beforeEach(() => {
    // A wide screen: the media query's browser answer is true, the server's false.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });

  it("hydrate with the server's values, then take the browser's in an interruptible render", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    expect(container.textContent).toBe('false server false');
    const recoverable = vi.fn();

    commitPriorities.length = 0;
    beginHydration();
    await act(async () => {
      startTransition(() => {
        hydrateRoot(
          container,
          <HydrationEnd>
            <Probe />
          </HydrationEnd>,
          { onRecoverableError: recoverable },
        );
      });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('true browser true');
    // Hydrating, then rendering the readers again: neither was a synchronous render (a store
    // snapshot differing from the server's made the second one synchronous, docs/decisions/007).
    expect(commitPriorities.length).toBeGreaterThanOrEqual(2);
    expect(commitPriorities).not.toContain(1);
  });

  it("takes the browser's values at its first render when mounted after the page hydrated", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<p>server</p>);
    document.body.append(container);
    laterRenders.length = 0;
    beginHydration();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <HydrationEnd>
          <Page later={false} />
        </HydrationEnd>,
      );
    });
    await act(async () => {
      root!.render(
        <HydrationEnd>
          <Page later />
        </HydrationEnd>,
      );
    });
    // A link's page: its buttons work, and show the browser's values, from their first render.
    expect(laterRenders[0]).toBe('true browser true');
  });
});

describe('useIdleAfterHydration', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    // Unmounted while the stubbed idle callbacks still stand: unmounting cancels the wait.
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the browser to be idle, then says so', () => {
    let idle: IdleRequestCallback | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { result } = renderHook(() => useIdleAfterHydration());
    expect(result.current).toBe(false);
    act(() => idle?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toBe(true);
  });

  it('falls back to the next task where the browser has no idle callback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useIdleAfterHydration());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(true);
  });

  it('forgets the wait when the page leaves before it is idle', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = renderHook(() => useIdleAfterHydration());
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
