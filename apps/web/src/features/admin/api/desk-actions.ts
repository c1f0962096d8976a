import type { DeskBulkAction, DeskBulkResponse } from '@fengshui/shared/admin-order-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { adminKeys } from './admin-keys.ts';
import { type AdminOrderActionResponse, useAdminOrderAction } from './admin-order-action.ts';

/** POST /admin/orders/:orderId/hand-to-courier: every stage to Shipped, booking the courier if needed. */
export const handToCourier = (orderId: number) =>
  apiRequest<AdminOrderActionResponse>(`/admin/orders/${orderId}/hand-to-courier`, {
    method: 'POST',
    body: {},
  });

export function useHandToCourier(orderId: number) {
  return useAdminOrderAction<void>(orderId, (id) => handToCourier(id));
}

/** POST /admin/orders/bulk: one action on the chosen orders; each moves or is refused on its own. */
export const bulkOrderAction = (action: DeskBulkAction, orderIds: number[]) =>
  apiRequest<DeskBulkResponse>('/admin/orders/bulk', {
    method: 'POST',
    body: { action, order_ids: orderIds },
  });

export function useBulkOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, orderIds }: { action: DeskBulkAction; orderIds: number[] }) =>
      bulkOrderAction(action, orderIds),
    onSuccess: (response) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
      if (response.failed === 0) toast.success(response.message);
      else toast.warning(response.message);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

/** GET /admin/orders/waybills: the chosen orders' waybills as one PDF, opened in a new tab. */
export const waybillsUrl = (orderIds: number[]) => `/api/admin/orders/waybills?ids=${orderIds.join(',')}`;
