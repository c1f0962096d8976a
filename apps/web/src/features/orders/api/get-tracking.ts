import { type TrackingResponse, trackingResponseSchema } from '@fengshui/shared/order-read';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { parseResponse, retryUnlessInvalid } from '../logic/invalid-response.ts';
import { orderKeys } from './order-keys.ts';

/** GET /tracking/:trackingNumber: the courier's events, latest first (possibly none yet). */
export async function getTracking(trackingNumber: string, signal?: AbortSignal): Promise<TrackingResponse> {
  const body = await apiRequest<unknown>(`/tracking/${encodeURIComponent(trackingNumber)}`, { signal });
  return parseResponse(trackingResponseSchema, body);
}

export const trackingQuery = (trackingNumber: string) =>
  queryOptions({
    queryKey: orderKeys.tracking(trackingNumber),
    queryFn: ({ signal }) => getTracking(trackingNumber, signal),
    retry: retryUnlessInvalid,
  });

/** Runs only once the order is known to have a tracking number. */
export function useTracking(trackingNumber: string | null | undefined) {
  return useQuery({ ...trackingQuery(trackingNumber ?? ''), enabled: Boolean(trackingNumber) });
}
