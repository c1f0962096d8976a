import type { CitySearchResult } from '@fengshui/shared/locations';
import { catalogKeys } from '@fengshui/shared/query-keys';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The server answers from 2 letters on (docs/accounts.md#api). */
export const CITY_SEARCH_MIN_LETTERS = 2;

/** GET /locations/cities?search=: cities anywhere in the country matching what was typed, best first. */
export function useCitySearch(search: string) {
  const term = search.trim();
  return useQuery(
    queryOptions({
      queryKey: catalogKeys.citySearch(term.toLowerCase()),
      queryFn: ({ signal }) =>
        apiRequest<CitySearchResult[]>(`/locations/cities?search=${encodeURIComponent(term)}`, { signal }),
      enabled: term.length >= CITY_SEARCH_MIN_LETTERS,
      staleTime: 5 * 60_000,
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
