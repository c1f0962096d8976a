import type { CartResponse } from '@fengshui/shared/cart';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /cart/:cart_id; 400 "Not enough stock available", 404 for a line that is not the user's. */
export const updateCartQuantity = ({ cartId, quantity }: { cartId: number; quantity: number }) =>
  apiRequest<CartResponse>(`/cart/${cartId}`, { method: 'PUT', body: { quantity } });
