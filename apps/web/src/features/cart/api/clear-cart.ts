import type { CartResponse } from '@fengshui/shared/cart';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /cart: empties the cart; answers {items: []}. */
export const clearCart = () => apiRequest<CartResponse>('/cart', { method: 'DELETE' });
