import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAddressSearch } from './use-address-search.ts';

function renderSearch(initial: string) {
  const onSearch = vi.fn<(text: string) => void>();
  const view = renderHook(({ value }) => useAddressSearch(value, onSearch), {
    initialProps: { value: initial },
  });
  return { ...view, onSearch, type: (text: string) => act(() => view.result.current[1](text)) };
}

describe('useAddressSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts with the address's search and reports nothing until the admin types", () => {
    const { result, onSearch } = renderSearch('jade');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe('jade');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('reports the trimmed text once, when typing has paused for 300 ms', () => {
    const { type, onSearch } = renderSearch('');
    type(' ja');
    act(() => vi.advanceTimersByTime(200));
    type(' jade ');
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('jade');
  });

  it('puts the search back in the box when the address changes by itself (Back, a shared link)', () => {
    const { result, rerender, onSearch } = renderSearch('jade');
    rerender({ value: 'coin' });
    expect(result.current[0]).toBe('coin');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('leaves the box alone when the address catches up with what was typed', () => {
    const { result, rerender, type, onSearch } = renderSearch('');
    type('jade ');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledWith('jade');
    rerender({ value: 'jade' });
    expect(result.current[0]).toBe('jade ');
  });
});
