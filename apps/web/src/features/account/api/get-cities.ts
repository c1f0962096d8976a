import type { City } from '@fengshui/shared/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { LOCATION_STALE_TIME_MS, locationKeys } from './account-keys.ts';

/** Cities and municipalities of a province, or of a district of the capital region. */
export const getCities = (provinceOrDistrictId: string, signal?: AbortSignal) =>
  apiRequest<City[]>(`/locations/cities/${encodeURIComponent(provinceOrDistrictId)}`, { signal });

export const citiesQuery = (provinceOrDistrictId: string) =>
  queryOptions({
    queryKey: locationKeys.cities(provinceOrDistrictId),
    queryFn: ({ signal }) => getCities(provinceOrDistrictId, signal),
    staleTime: LOCATION_STALE_TIME_MS,
    gcTime: LOCATION_STALE_TIME_MS,
  });

export function useCities(provinceOrDistrictId: string) {
  return useQuery({ ...citiesQuery(provinceOrDistrictId), enabled: provinceOrDistrictId !== '' });
}
