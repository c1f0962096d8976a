import type { AdminZodiac } from '@fengshui/shared/cms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** GET /admin/cms/zodiacs/:sign: every text of one sign. */
export const getAdminZodiac = (sign: string, signal?: AbortSignal) =>
  apiRequest<AdminZodiac>(`/admin/cms/zodiacs/${encodeURIComponent(sign)}`, { signal });

export const adminZodiacQuery = (sign: string) =>
  queryOptions({ queryKey: contentKeys.zodiac(sign), queryFn: ({ signal }) => getAdminZodiac(sign, signal) });

export function useAdminZodiac(sign: string) {
  return useQuery(adminZodiacQuery(sign));
}
