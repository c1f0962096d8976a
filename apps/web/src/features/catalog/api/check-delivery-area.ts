import type { ValidateAddressResponse } from '@fengshui/shared/locations';
import { catalogKeys } from '@fengshui/shared/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ChosenPlace } from '../logic/chosen-place.ts';

/**
 * POST /locations/validate-address for the city a shopper chose: whether the courier delivers there,
 * asked again on each page so an owner's change to the delivery areas shows at once.
 */
export function useDeliveryArea(place: ChosenPlace | null) {
  return useQuery(
    queryOptions({
      queryKey: catalogKeys.deliveryArea(place?.cityId ?? ''),
      queryFn: ({ signal }) =>
        apiRequest<ValidateAddressResponse>('/locations/validate-address', {
          method: 'POST',
          body: { region: place?.regionId, province: place?.provinceId, city: place?.cityId },
          signal,
        }),
      enabled: place !== null,
      staleTime: 60_000,
      retry: false,
    }),
  );
}
