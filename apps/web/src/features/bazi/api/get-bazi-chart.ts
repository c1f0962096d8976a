import type { BaziChart, BaziRequest } from '@fengshui/shared/bazi';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { baziKeys } from './bazi-keys.ts';

/** POST /bazi: the chart is computed on the server, where the lunar calendar library lives. */
export const getBaziChart = (request: BaziRequest, signal?: AbortSignal) =>
  apiRequest<BaziChart>('/bazi', { method: 'POST', body: request, signal });

export const baziChartQuery = (request: BaziRequest) =>
  queryOptions({
    queryKey: baziKeys.chart(request),
    queryFn: ({ signal }) => getBaziChart(request, signal),
    // The same birth moment always gives the same chart.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useBaziChart(request: BaziRequest | null) {
  return useQuery({
    ...baziChartQuery(request ?? { date: '', time: null }),
    enabled: request !== null,
  });
}
