import { siteKeys } from '@fengshui/shared/query-keys';
import type { SiteConfig } from '@fengshui/shared/site-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** Set by the environment, so read once per visit; a failed read means "nothing configured". */
export const siteConfigQuery = queryOptions({
  queryKey: siteKeys.config(),
  queryFn: ({ signal }) => apiRequest<SiteConfig>('/site-config', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
});

export const useSiteConfig = () => useQuery(siteConfigQuery);
