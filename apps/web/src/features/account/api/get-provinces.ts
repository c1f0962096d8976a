import type { Province } from '@fengshui/shared/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { LOCATION_STALE_TIME_MS, locationKeys } from './account-keys.ts';

/** Empty for the capital region, which has districts instead (see get-districts.ts). */
export const getProvinces = (regionId: string, signal?: AbortSignal) =>
  apiRequest<Province[]>(`/locations/provinces/${encodeURIComponent(regionId)}`, { signal });

export const provincesQuery = (regionId: string) =>
  queryOptions({
    queryKey: locationKeys.provinces(regionId),
    queryFn: ({ signal }) => getProvinces(regionId, signal),
    staleTime: LOCATION_STALE_TIME_MS,
    gcTime: LOCATION_STALE_TIME_MS,
  });

export function useProvinces(regionId: string, enabled = true) {
  return useQuery({ ...provincesQuery(regionId), enabled: enabled && regionId !== '' });
}
