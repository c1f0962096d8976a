import type { CartResponse } from '@fengshui/shared/cart';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /cart/:cart_id. */
export const removeCartLine = (cartId: number) =>
  apiRequest<CartResponse>(`/cart/${cartId}`, { method: 'DELETE' });
