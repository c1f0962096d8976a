import { type CartResponse, updateCartQuantitySchema } from '@fengshui/shared/cart';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * PUT /cart/:cart_id, the cart's own call (docs/checkout-and-payment.md#checkout-page: a quantity changed at checkout
 * is written to the server cart). The body is checked with the cart's schema before it is sent; a
 * quantity the cart would refuse fails here like a refusal. 400 "Not enough stock available", 404 for
 * a line that is no longer in the cart.
 */
export const updateCartLineQuantity = ({ cartId, quantity }: { cartId: number; quantity: number }) =>
  apiRequest<CartResponse>(`/cart/${cartId}`, {
    method: 'PUT',
    body: updateCartQuantitySchema.parse({ quantity }),
  });

/**
 * The cart feature keeps its queries under 'cart' (features/cart/api/cart-keys.ts). Features do not
 * import each other, so the root is named here: after a write the cart is read again, and the cart
 * page and the navigation badge show the quantity chosen at checkout.
 */
export const CART_QUERY_ROOT = ['cart'] as const;
