import type { AdminGuide, GuideUpdateInput } from '@fengshui/shared/cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** POST /admin/cms/product-guides (multipart: text parts, preview_image and pdf). */
export const createGuide = (form: FormData) =>
  apiRequest<AdminGuide>('/admin/cms/product-guides', { method: 'POST', body: form });

/** PUT /admin/cms/product-guides/:id, multipart from the form or JSON for a quick change. */
export const updateGuide = (id: number, body: FormData | GuideUpdateInput) =>
  apiRequest<AdminGuide>(`/admin/cms/product-guides/${id}`, { method: 'PUT', body });

export function useSaveGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FormData | GuideUpdateInput }) =>
      id === null ? createGuide(body as FormData) : updateGuide(id, body),
    onSuccess: (guide) => {
      queryClient.setQueryData(contentKeys.guide(guide.id), guide);
      return queryClient.invalidateQueries({ queryKey: contentKeys.guides(), exact: true });
    },
  });
}
