import type { Zodiac, ZodiacSign } from '@fengshui/shared/cms';
import { zodiacKeys } from '@fengshui/shared/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /cms/zodiacs/:sign/read: the signed-in customer has seen the current texts. */
export const markZodiacRead = (sign: ZodiacSign) =>
  apiRequest<{ success: true; sign: ZodiacSign; is_read: true; is_updated: false }>(
    `/cms/zodiacs/${sign}/read`,
    { method: 'POST', body: {} },
  );

export function useMarkZodiacRead(viewerId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markZodiacRead,
    // The chest is not played again for this sign on this visit, nor after coming back to it.
    onSuccess: (_answer, sign) =>
      queryClient.setQueryData<Zodiac>(zodiacKeys.horoscope(sign, viewerId), (current) =>
        current ? { ...current, is_read: true, is_updated: false } : current,
      ),
  });
}
