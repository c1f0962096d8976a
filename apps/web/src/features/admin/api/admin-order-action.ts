import type { adminOrderActionResponseSchema } from '@fengshui/shared/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { adminKeys } from './admin-keys.ts';

export type AdminOrderActionResponse = z.infer<typeof adminOrderActionResponseSchema>;

/**
 * What every order-desk action shares: the answer's `detail` replaces the cached order, the lists
 * (counts, statuses) are re-read, and the server's message is toasted, for success and refusal alike.
 */
export function useAdminOrderAction<Variables>(
  orderId: number,
  action: (orderId: number, variables: Variables) => Promise<AdminOrderActionResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => action(orderId, variables),
    onSuccess: (response) => {
      queryClient.setQueryData(adminKeys.order(orderId), response.detail);
      void queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() });
      toast.success(response.message);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      // A 409 means the order moved on meanwhile (a courier update, another tab): show it as it is now.
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: adminKeys.order(orderId) });
      }
    },
  });
}
