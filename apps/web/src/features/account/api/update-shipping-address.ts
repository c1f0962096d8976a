import type { ShippingAddressInput } from '@fengshui/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';
import type { ShippingAddressSaved } from './create-shipping-address.ts';

export interface ShippingAddressUpdate {
  id: number;
  input: ShippingAddressInput;
}

/** PUT /users/shipping-address/:id; another customer's id answers 404. */
export const updateShippingAddress = ({ id, input }: ShippingAddressUpdate) =>
  apiRequest<ShippingAddressSaved>(`/users/shipping-address/${id}`, { method: 'PUT', body: input });

export function useUpdateShippingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShippingAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.shippingAddresses() }),
  });
}
