import type { AdminPromotion } from '@fengshui/shared/admin-promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { promotionKeys } from './promotion-keys.ts';

/** GET /admin/promotions: every code, newest first, with its use. */
export const getPromotions = (signal?: AbortSignal) =>
  apiRequest<{ promotions: AdminPromotion[] }>('/admin/promotions', { signal });

export const promotionsQuery = () =>
  queryOptions({
    queryKey: promotionKeys.list(),
    queryFn: ({ signal }) => getPromotions(signal),
    select: (data) => data.promotions,
  });

export function usePromotions() {
  return useQuery(promotionsQuery());
}
