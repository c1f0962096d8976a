import { catalogKeys } from '@fengshui/shared/query-keys';
import type { ShippingAddress } from '@fengshui/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

interface ShippingEstimate {
  success: boolean;
  estimatedFee: number;
  zone: string | null;
  error: string | null;
}

export interface DeliveryPlace {
  regionId: string;
  /** The city's name when known (the customer's address); the fee itself depends on the region. */
  city: string | null;
  itemCount: number;
}

/** POST /shipping/estimate, the checkout's own estimate, for the product page's delivery note. */
export function useDeliveryEstimate(place: DeliveryPlace | null) {
  return useQuery(
    queryOptions({
      queryKey: catalogKeys.deliveryEstimate(place ?? { regionId: '', city: null, itemCount: 1 }),
      queryFn: ({ signal }) =>
        apiRequest<ShippingEstimate>('/shipping/estimate', {
          method: 'POST',
          body: {
            region_id: place?.regionId,
            ...(place?.city ? { city: place.city } : {}),
            item_count: place?.itemCount,
            country: 'PH',
          },
          signal,
        }),
      enabled: place !== null,
      staleTime: 5 * 60_000,
      retry: false,
    }),
  );
}

/** The signed-in customer's addresses, default first (GET /users/shipping-addresses). */
export function useDeliveryAddresses(userId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: catalogKeys.deliveryAddresses(userId ?? 0),
      queryFn: ({ signal }) => apiRequest<ShippingAddress[]>('/users/shipping-addresses', { signal }),
      enabled: userId !== null,
      staleTime: 5 * 60_000,
      retry: false,
    }),
  );
}
