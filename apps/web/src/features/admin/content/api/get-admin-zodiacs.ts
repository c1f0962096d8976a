import type { AdminZodiac } from '@fengshui/shared/cms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** GET /admin/cms/zodiacs: the twelve signs in the order of the cycle. */
export const getAdminZodiacs = (signal?: AbortSignal) =>
  apiRequest<{ zodiacs: AdminZodiac[] }>('/admin/cms/zodiacs', { signal });

export const adminZodiacsQuery = () =>
  queryOptions({
    queryKey: contentKeys.zodiacs(),
    queryFn: ({ signal }) => getAdminZodiacs(signal),
    staleTime: 10_000,
  });

export function useAdminZodiacs() {
  return useQuery(adminZodiacsQuery());
}
