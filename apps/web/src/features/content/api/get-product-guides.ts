import type { ProductGuide } from '@fengshui/shared/cms';
import { cmsKeys } from '@fengshui/shared/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getProductGuides = (signal?: AbortSignal) =>
  apiRequest<{ guides: ProductGuide[] }>('/cms/product-guides', { signal }).then((answer) => answer.guides);

/** GET /api/cms/product-guides: the printable PDF guides, in the owner's order. */
export const productGuidesQuery = () =>
  queryOptions({
    queryKey: cmsKeys.productGuides(),
    queryFn: ({ signal }) => getProductGuides(signal),
    staleTime: 30 * 60_000,
  });

export function useProductGuides() {
  return useQuery(productGuidesQuery());
}
