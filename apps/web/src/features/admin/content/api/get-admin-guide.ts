import type { AdminGuide } from '@fengshui/shared/cms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** GET /admin/cms/product-guides/:id. */
export const getAdminGuide = (id: number, signal?: AbortSignal) =>
  apiRequest<AdminGuide>(`/admin/cms/product-guides/${id}`, { signal });

export const adminGuideQuery = (id: number) =>
  queryOptions({ queryKey: contentKeys.guide(id), queryFn: ({ signal }) => getAdminGuide(id, signal) });

export function useAdminGuide(id: number | null) {
  return useQuery({ ...adminGuideQuery(id ?? 0), enabled: id !== null });
}
