import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { promotionKeys } from './promotion-keys.ts';
import type { PromotionResponse } from './save-promotion.ts';

/** POST /admin/promotions/:id/pause or /resume: a paused code is refused at checkout. */
export const setPromotionPaused = ({ id, paused }: { id: number; paused: boolean }) =>
  apiRequest<PromotionResponse>(`/admin/promotions/${id}/${paused ? 'pause' : 'resume'}`, {
    method: 'POST',
    body: {},
  });

/** DELETE /admin/promotions/:id: only a code never used (a used one answers 409: pause it instead). */
export const deletePromotion = (id: number) =>
  apiRequest<{ success: true; message: string }>(`/admin/promotions/${id}`, { method: 'DELETE' });

function useListAction<Variables>(action: (variables: Variables) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (response) => toast.success(response.message),
    onError: (error) => toast.error(errorMessage(error)),
    // Success or refusal, the list is read again: someone may have used the code meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.list() }),
  });
}

export function useSetPromotionPaused() {
  return useListAction(setPromotionPaused);
}

export function useDeletePromotion() {
  return useListAction(deletePromotion);
}
