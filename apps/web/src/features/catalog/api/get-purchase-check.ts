import { reviewKeys } from '@fengshui/shared/query-keys';
import type { PurchaseCheck } from '@fengshui/shared/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /orders/check/:productId (signed in): has the product reached this customer, and reviewed? */
export const getPurchaseCheck = (productId: number, signal?: AbortSignal) =>
  apiRequest<PurchaseCheck>(`/orders/check/${productId}`, { signal });

// Keyed by the user too, so another account signing in on this browser never sees the last answer.
export const purchaseCheckQuery = (productId: number, userId: number) =>
  queryOptions({
    queryKey: reviewKeys.purchaseCheck(productId, userId),
    queryFn: ({ signal }) => getPurchaseCheck(productId, signal),
  });

/** Asked only for a signed-in customer (`userId`); a guest never calls it. */
export function usePurchaseCheck(productId: number, userId: number | null) {
  return useQuery({ ...purchaseCheckQuery(productId, userId ?? 0), enabled: userId !== null });
}
