import type { CartResponse } from '@fengshui/shared/cart';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /cart/remove: Delete Selected. */
export const removeSelectedCartLines = (cartIds: number[]) =>
  apiRequest<CartResponse>('/cart/remove', { method: 'POST', body: { cart_ids: cartIds } });
