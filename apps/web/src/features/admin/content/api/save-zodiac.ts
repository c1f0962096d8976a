import type { AdminZodiac, ZodiacUpdateInput } from '@fengshui/shared/cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** PUT /admin/cms/zodiacs/:sign: a changed text marks the sign updated for customers who have not read it. */
export const updateZodiac = (sign: string, body: ZodiacUpdateInput) =>
  apiRequest<AdminZodiac>(`/admin/cms/zodiacs/${encodeURIComponent(sign)}`, { method: 'PUT', body });

export function useSaveZodiac() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sign, body }: { sign: string; body: ZodiacUpdateInput }) => updateZodiac(sign, body),
    onSuccess: (zodiac) => {
      queryClient.setQueryData(contentKeys.zodiac(zodiac.sign), zodiac);
      return queryClient.invalidateQueries({ queryKey: contentKeys.zodiacs(), exact: true });
    },
  });
}
