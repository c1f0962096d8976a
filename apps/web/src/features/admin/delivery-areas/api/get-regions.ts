import type { Region } from '@fengshui/shared/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { areaKeys } from './area-keys.ts';

/** GET /locations/regions, for the region filter. */
export const regionsQuery = () =>
  queryOptions({
    queryKey: areaKeys.regions(),
    queryFn: ({ signal }) => apiRequest<Region[]>('/locations/regions', { signal }),
    staleTime: 60 * 60_000,
  });

export function useRegions() {
  return useQuery(regionsQuery());
}
