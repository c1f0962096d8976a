import type { PressMention, PressMentionInput, PressMentionList } from '@fengshui/shared/press-mentions';
import { cmsKeys } from '@fengshui/shared/query-keys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

// docs/content.md#press-mentions: the owner's list, and its writes. The calls are one small table's,
// so they share one file.

/** GET /admin/cms/press-mentions. */
export const getAdminPressMentions = (signal?: AbortSignal) =>
  apiRequest<PressMentionList>('/admin/cms/press-mentions', { signal });

export const adminPressMentionsQuery = () =>
  queryOptions({
    queryKey: contentKeys.pressMentions(),
    queryFn: ({ signal }) => getAdminPressMentions(signal),
    staleTime: 10_000,
  });

export const useAdminPressMentions = () => useQuery(adminPressMentionsQuery());

/** POST /admin/cms/press-mentions, or PUT /admin/cms/press-mentions/:id. */
export const savePressMention = ({ id, body }: { id: number | null; body: PressMentionInput }) =>
  id === null
    ? apiRequest<PressMention>('/admin/cms/press-mentions', { method: 'POST', body })
    : apiRequest<PressMention>(`/admin/cms/press-mentions/${id}`, { method: 'PUT', body });

/** DELETE /admin/cms/press-mentions/:id. */
export const deletePressMention = (id: number) =>
  apiRequest<{ success: true; message: string }>(`/admin/cms/press-mentions/${id}`, { method: 'DELETE' });

function useRefreshMentions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKeys.pressMentions() }),
      queryClient.invalidateQueries({ queryKey: cmsKeys.pressMentions() }),
    ]);
}

export function useSavePressMention() {
  const refresh = useRefreshMentions();
  return useMutation({ mutationFn: savePressMention, onSuccess: refresh });
}

export function useDeletePressMention() {
  const refresh = useRefreshMentions();
  return useMutation({ mutationFn: deletePressMention, onSuccess: refresh });
}
