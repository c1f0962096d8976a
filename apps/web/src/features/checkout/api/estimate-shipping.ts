import type { shippingEstimateResponseSchema } from '@fengshui/shared/orders';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkoutKeys } from './checkout-keys.ts';

export type ShippingEstimateResponse = z.infer<typeof shippingEstimateResponseSchema>;

export interface ShippingEstimateRequest {
  region_id: string;
  city: string;
  state: string;
  postcode: string;
  item_count: number;
}

/** POST /shipping/estimate; answers the 250 fallback with an `error` notice when no rate is known. */
export const estimateShipping = (input: ShippingEstimateRequest, signal?: AbortSignal) =>
  apiRequest<ShippingEstimateResponse>('/shipping/estimate', {
    method: 'POST',
    body: { ...input, country: 'PH' },
    signal,
  });

export const shippingEstimateQuery = (input: ShippingEstimateRequest) =>
  queryOptions({
    queryKey: checkoutKeys.shippingEstimate(input),
    queryFn: ({ signal }) => estimateShipping(input, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
