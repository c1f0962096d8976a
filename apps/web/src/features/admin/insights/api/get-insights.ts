import type { AdminInsights, InsightsQuery } from '@fengshui/shared/admin-insights';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

// Under the admin area's ['admin'] key, so clearing the admin cache clears the insights too.
export const insightsKeys = {
  all: ['admin', 'insights'] as const,
  range: (query: InsightsQuery) => ['admin', 'insights', query] as const,
};

function searchOf(query: InsightsQuery): string {
  const params = new URLSearchParams({ range: query.range });
  if (query.range === 'custom') {
    if (query.from) params.set('from', query.from);
    if (query.to) params.set('to', query.to);
  }
  return params.toString();
}

/** GET /admin/insights: every chart's figures over one range of Manila days. */
export const getInsights = (query: InsightsQuery, signal?: AbortSignal) =>
  apiRequest<AdminInsights>(`/admin/insights?${searchOf(query)}`, { signal });

export const insightsQuery = (query: InsightsQuery) =>
  queryOptions({
    queryKey: insightsKeys.range(query),
    queryFn: ({ signal }) => getInsights(query, signal),
    // A new range keeps the last charts on screen until its own figures arrive.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useInsights(query: InsightsQuery) {
  return useQuery(insightsQuery(query));
}
