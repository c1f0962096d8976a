import type { Barangay } from '@fengshui/shared/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { LOCATION_STALE_TIME_MS, locationKeys } from './account-keys.ts';

export const getBarangays = (cityId: string, signal?: AbortSignal) =>
  apiRequest<Barangay[]>(`/locations/barangays/${encodeURIComponent(cityId)}`, { signal });

export const barangaysQuery = (cityId: string) =>
  queryOptions({
    queryKey: locationKeys.barangays(cityId),
    queryFn: ({ signal }) => getBarangays(cityId, signal),
    staleTime: LOCATION_STALE_TIME_MS,
    gcTime: LOCATION_STALE_TIME_MS,
  });

export function useBarangays(cityId: string) {
  return useQuery({ ...barangaysQuery(cityId), enabled: cityId !== '' });
}
