import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleAfterHydration } from './use-hydrated.ts';

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
