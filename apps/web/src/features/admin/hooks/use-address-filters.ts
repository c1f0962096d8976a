import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the address, so Back and a shared link show the same list. Changing one
 * starts again at page 1 (a page change sets its own); `replace` swaps the history entry rather than
 * adding one, for a search that updates as the admin types.
 */
export function useAddressFilters<Filters extends { page: number }>(
  read: (params: URLSearchParams) => Filters,
  toParams: (filters: Filters) => URLSearchParams | Record<string, string>,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = read(searchParams);
  const update = (changes: Partial<Filters>, replace = false) =>
    setSearchParams(toParams({ ...filters, page: 1, ...changes }), { replace });
  return [filters, update] as const;
}
