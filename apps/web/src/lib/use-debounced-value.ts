import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`. The first value is returned at once, so a
 * form opened on a saved address loads its lists without waiting and a search shows its first page.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
