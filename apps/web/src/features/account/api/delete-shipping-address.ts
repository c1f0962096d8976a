import type { messageResponseSchema } from '@fengshui/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

type MessageResponse = z.infer<typeof messageResponseSchema>;

export const deleteShippingAddress = (id: number) =>
  apiRequest<MessageResponse>(`/users/shipping-address/${id}`, { method: 'DELETE' });

export function useDeleteShippingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShippingAddress,
    // The server may promote another address to default, so the list is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.shippingAddresses() }),
  });
}
