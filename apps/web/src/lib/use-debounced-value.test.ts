import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.ts';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('returns the first value at once', () => {
    const { result } = renderHook(() => useDebouncedValue('0400000000', 300));
    expect(result.current).toBe('0400000000');
  });

  it('follows a change only after the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'b' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('b');
  });

  it('waits for the last of quick changes and skips the ones between', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const debounced = useDebouncedValue(value, 300);
        if (seen.at(-1) !== debounced) seen.push(debounced);
        return debounced;
      },
      { initialProps: { value: 'a' } },
    );
    for (const value of ['b', 'c', 'd']) {
      rerender({ value });
      act(() => vi.advanceTimersByTime(200));
    }
    act(() => vi.advanceTimersByTime(300));
    expect(seen).toEqual(['a', 'd']);
  });

  it('compares object values by identity, so a new object restarts the wait', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 800), {
      initialProps: { value: { city: '1' } },
    });
    const next = { city: '2' };
    rerender({ value: next });
    act(() => vi.advanceTimersByTime(800));
    expect(result.current).toBe(next);
  });
});
