import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** POST /admin/cms/preview: the rich text exactly as the server would save it (same sanitiser). */
export const previewRichText = (html: string, signal?: AbortSignal) =>
  apiRequest<{ html: string }>('/admin/cms/preview', { method: 'POST', body: { html }, signal });

export function useRichTextPreview(html: string, enabled: boolean) {
  return useQuery({
    queryKey: [...contentKeys.all, 'preview', html],
    queryFn: ({ signal }) => previewRichText(html, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}
