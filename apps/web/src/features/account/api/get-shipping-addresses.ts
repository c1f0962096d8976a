import type { ShippingAddress } from '@fengshui/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** The customer's addresses, default first. */
export const getShippingAddresses = (signal?: AbortSignal) =>
  apiRequest<ShippingAddress[]>('/users/shipping-addresses', { signal });

export const shippingAddressesQuery = queryOptions({
  queryKey: accountKeys.shippingAddresses(),
  queryFn: ({ signal }) => getShippingAddresses(signal),
});

export function useShippingAddresses() {
  return useQuery(shippingAddressesQuery);
}
