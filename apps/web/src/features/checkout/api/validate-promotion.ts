import type { PromotionValidateInput, promotionValidateResponseSchema } from '@fengshui/shared/promotions';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type PromotionValidateResponse = z.infer<typeof promotionValidateResponseSchema>;

/** POST /promotions/validate: 200 with the discount, 400 with the reason. */
export const validatePromotion = (input: PromotionValidateInput) =>
  apiRequest<PromotionValidateResponse>('/promotions/validate', { method: 'POST', body: input });
