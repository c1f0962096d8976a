import type { AdminCityList } from '@fengshui/shared/admin-locations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { type AreaFilters, areaKeys } from './area-keys.ts';

/** GET /admin/locations/cities?search=&region=&serviceable=&page=: 50 cities a page. */
export const getAreaCities = (filters: AreaFilters, signal?: AbortSignal) =>
  apiRequest<AdminCityList>('/admin/locations/cities', {
    query: {
      search: filters.search,
      region: filters.region,
      serviceable: filters.offOnly ? 'false' : undefined,
      page: filters.page,
    },
    signal,
  });

export const areaCitiesQuery = (filters: AreaFilters) =>
  queryOptions({
    queryKey: areaKeys.list(filters),
    queryFn: ({ signal }) => getAreaCities(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useAreaCities(filters: AreaFilters) {
  return useQuery(areaCitiesQuery(filters));
}
