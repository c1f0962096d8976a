import type { ShippingAddress, ShippingAddressInput } from '@fengshui/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

export interface ShippingAddressSaved {
  success: boolean;
  message: string;
  address: ShippingAddress;
}

export const createShippingAddress = (input: ShippingAddressInput) =>
  apiRequest<ShippingAddressSaved>('/users/shipping-address', { method: 'POST', body: input });

export function useCreateShippingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShippingAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.shippingAddresses() }),
  });
}
