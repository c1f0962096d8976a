import type { AdminGuide } from '@fengshui/shared/cms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** GET /admin/cms/product-guides: every guide in the owner's order, drafts included. */
export const getAdminGuides = (signal?: AbortSignal) =>
  apiRequest<{ guides: AdminGuide[] }>('/admin/cms/product-guides', { signal });

export const adminGuidesQuery = () =>
  queryOptions({
    queryKey: contentKeys.guides(),
    queryFn: ({ signal }) => getAdminGuides(signal),
    staleTime: 10_000,
  });

export function useAdminGuides() {
  return useQuery(adminGuidesQuery());
}
