import type { MediaLibraryResponse } from '@fengshui/shared/admin-media';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** GET /admin/media: the pictures already in the shop, newest first, to place in a text. */
export const getMediaLibrary = (query: { q: string; page: number }, signal?: AbortSignal) =>
  apiRequest<MediaLibraryResponse>('/admin/media', { query: { q: query.q, page: query.page }, signal });

export function useMediaLibrary(query: { q: string; page: number }, enabled: boolean) {
  return useQuery({
    queryKey: contentKeys.media(query),
    queryFn: ({ signal }) => getMediaLibrary(query, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
