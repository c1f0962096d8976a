import type { PressMentionList } from '@fengshui/shared/press-mentions';
import { cmsKeys } from '@fengshui/shared/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /cms/press-mentions: the publications the owner entered, in the owner's order. */
export const getPressMentions = (signal?: AbortSignal) =>
  apiRequest<PressMentionList>('/cms/press-mentions', { signal });

export const pressMentionsQuery = () =>
  queryOptions({
    queryKey: cmsKeys.pressMentions(),
    queryFn: ({ signal }) => getPressMentions(signal),
    staleTime: 5 * 60_000,
  });

export const usePressMentions = () => useQuery(pressMentionsQuery());
