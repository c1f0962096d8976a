import type { ShippingAddress } from '@fengshui/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contactKeys } from './contact-keys.ts';

/** GET /users/shipping-addresses: only for the phone of a signed-in customer's prefill. */
export const getShippingAddresses = (signal?: AbortSignal) =>
  apiRequest<ShippingAddress[]>('/users/shipping-addresses', { signal });

export const shippingAddressesQuery = queryOptions({
  queryKey: contactKeys.shippingAddresses(),
  queryFn: ({ signal }) => getShippingAddresses(signal),
});

export function useShippingAddresses(enabled: boolean) {
  return useQuery({ ...shippingAddressesQuery, enabled, retry: false });
}
