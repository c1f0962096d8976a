import type { District } from '@fengshui/shared/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { LOCATION_STALE_TIME_MS, locationKeys } from './account-keys.ts';

/** The capital region's districts, which stand where other regions have provinces. */
export const getDistricts = (regionId: string, signal?: AbortSignal) =>
  apiRequest<District[]>(`/locations/districts/${encodeURIComponent(regionId)}`, { signal });

export const districtsQuery = (regionId: string) =>
  queryOptions({
    queryKey: locationKeys.districts(regionId),
    queryFn: ({ signal }) => getDistricts(regionId, signal),
    staleTime: LOCATION_STALE_TIME_MS,
    gcTime: LOCATION_STALE_TIME_MS,
  });

export function useDistricts(regionId: string, enabled = true) {
  return useQuery({ ...districtsQuery(regionId), enabled: enabled && regionId !== '' });
}
