import type { AddToCartInput, CartResponse } from '@fengshui/shared/cart';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /cart: adding the same product and variant raises the one line. 400 "Not enough stock
 * available" past the stock (or 99), 404 "Product not found", 400 "Please select all options".
 * The cart hook wraps it with the spec's throttle and local fallback (use-cart.ts).
 */
export const addCartLine = (input: AddToCartInput) =>
  apiRequest<CartResponse>('/cart', {
    method: 'POST',
    body: { product_id: input.product_id, variant_id: input.variant_id ?? null, quantity: input.quantity },
  });
