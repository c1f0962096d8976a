import { SEARCH_DEBOUNCE_MS } from '@fengshui/shared/constants';
import { searchKeys } from '@fengshui/shared/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { cleanSearchQuery, groupResults, type SearchGroup } from '../logic/search-results.ts';

/**
 * docs/content.md#search: the four calls go out together and each may fail on its own; a
 * failed one is an empty group, so this never rejects (except when React Query cancels it).
 */
export async function searchEverything(query: string, signal?: AbortSignal): Promise<SearchGroup[]> {
  const [zodiac, guide, product, blog] = await Promise.allSettled([
    apiRequest<unknown>('/cms/zodiacs', { query: { search: query }, signal }),
    apiRequest<unknown>('/cms/product-guides/search', { query: { query }, signal }),
    apiRequest<unknown>('/products/search', { query: { query, view: 'card' }, signal }),
    apiRequest<unknown>('/cms/blogs/search', { query: { query }, signal }),
  ]);
  return groupResults({ zodiac, guide, product, blog });
}

export const searchQuery = (query: string) =>
  queryOptions({
    queryKey: searchKeys.results(query),
    queryFn: ({ signal }) => searchEverything(query, signal),
    enabled: query !== '',
    staleTime: 60_000,
    // A failed call is already an empty group; asking again would only delay the other three.
    retry: false,
  });

export type LiveSearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; groups: SearchGroup[] };

/** The results for `text` once the shopper has paused typing for 300 ms (docs/content.md#limits). */
export function useLiveSearch(text: string): LiveSearchState {
  const typed = cleanSearchQuery(text);
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const result = useQuery(searchQuery(settled));
  if (typed === '') return { status: 'idle' };
  // docs/content.md#messages: a search error clears the results.
  if (settled === typed && result.isError) return { status: 'done', query: settled, groups: [] };
  // Still typing, or the settled text's answers are on their way.
  if (settled !== typed || !result.data) return { status: 'loading', query: typed };
  return { status: 'done', query: settled, groups: result.data };
}
