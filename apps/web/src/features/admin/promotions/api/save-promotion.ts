import type { AdminPromotion, AdminPromotionInput } from '@fengshui/shared/admin-promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { promotionKeys } from './promotion-keys.ts';

export interface PromotionResponse {
  success: true;
  message: string;
  promotion: AdminPromotion;
}

/** POST /admin/promotions (no id) or PUT /admin/promotions/:id (the whole promotion). */
export const savePromotion = ({ id, body }: { id: number | null; body: AdminPromotionInput }) =>
  id === null
    ? apiRequest<PromotionResponse>('/admin/promotions', { method: 'POST', body })
    : apiRequest<PromotionResponse>(`/admin/promotions/${id}`, { method: 'PUT', body });

/** Saves, toasts the server's message and re-reads the list; a refusal is left to the form. */
export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromotion,
    onSuccess: (response) => {
      toast.success(response.message);
      void queryClient.invalidateQueries({ queryKey: promotionKeys.list() });
    },
  });
}
