import type { AdminPromotionList } from '@fengshui/shared/admin-promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { promotionKeys } from './promotion-keys.ts';

/** GET /admin/promotions: the owner's codes, newest first, with their use; the welcome codes counted. */
export const getPromotions = (signal?: AbortSignal) =>
  apiRequest<AdminPromotionList>('/admin/promotions', { signal });

export const promotionsQuery = () =>
  queryOptions({
    queryKey: promotionKeys.list(),
    queryFn: ({ signal }) => getPromotions(signal),
  });

export function usePromotions() {
  return useQuery(promotionsQuery());
}
