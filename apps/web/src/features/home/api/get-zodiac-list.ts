import type { ZodiacSummary } from '@fengshui/shared/cms';
import { zodiacKeys } from '@fengshui/shared/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /cms/zodiacs: the published signs with their overviews (unpublished ones are left out). */
export const getZodiacList = (signal?: AbortSignal) =>
  apiRequest<{ zodiacs: ZodiacSummary[] }>('/cms/zodiacs', { signal }).then((response) => response.zodiacs);

export const zodiacListQuery = queryOptions({
  queryKey: zodiacKeys.list(),
  queryFn: ({ signal }) => getZodiacList(signal),
  staleTime: 5 * 60_000,
});

export const useZodiacList = () => useQuery(zodiacListQuery);
