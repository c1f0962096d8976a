import { SEARCH_DEBOUNCE_MS } from '@fengshui/shared/constants';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/**
 * The text of a search box that follows the address. The trimmed text is reported once typing settles
 * (one request once typing stops, as the shop's own searches do); when the address changes by itself (Back, a
 * shared link) the box shows its search. While typing, the address lags the box by the debounce and the
 * two are left alone.
 */
export function useAddressSearch(value: string, onSearch: (text: string) => void) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the typed search settles
  useEffect(() => {
    if (settled !== value) onSearch(settled);
  }, [settled]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address only
  useEffect(() => {
    if (value !== settled) setText(value);
  }, [value]);

  return [text, setText] as const;
}
