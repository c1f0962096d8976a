import type { ValidateAddressResponse } from '@fengshui/shared/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { locationKeys } from './account-keys.ts';

/** Location codes as chosen in the address form; the barangay may still be empty. */
export interface AddressToValidate {
  region: string;
  province: string;
  city: string;
  barangay: string;
}

export const validateAddress = (address: AddressToValidate, signal?: AbortSignal) =>
  apiRequest<ValidateAddressResponse>('/locations/validate-address', {
    method: 'POST',
    body: { ...address, barangay: address.barangay || undefined },
    signal,
  });

// A read that happens to be a POST: cached per address like any other lookup.
export const serviceabilityQuery = (address: AddressToValidate) =>
  queryOptions({
    queryKey: locationKeys.serviceability(address),
    queryFn: ({ signal }) => validateAddress(address, signal),
    staleTime: 10 * 60_000,
    // The grey "could not verify" line is the fallback; the address can be saved either way.
    retry: false,
  });

/** docs/accounts.md#shipping-addresses: checked only when region, province and city are present. */
export function useServiceabilityCheck(address: AddressToValidate, enabled: boolean) {
  return useQuery({
    ...serviceabilityQuery(address),
    enabled: enabled && address.region !== '' && address.province !== '' && address.city !== '',
  });
}
