import type { Region } from '@fengshui/shared/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { LOCATION_STALE_TIME_MS, locationKeys } from './account-keys.ts';

export const getRegions = (signal?: AbortSignal) => apiRequest<Region[]>('/locations/regions', { signal });

export const regionsQuery = queryOptions({
  queryKey: locationKeys.regions(),
  queryFn: ({ signal }) => getRegions(signal),
  staleTime: LOCATION_STALE_TIME_MS,
  gcTime: LOCATION_STALE_TIME_MS,
});

export function useRegions() {
  return useQuery(regionsQuery);
}
