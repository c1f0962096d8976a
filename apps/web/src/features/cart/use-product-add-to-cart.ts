import type { Product, Variant } from '@fengshui/shared/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { storeCheckoutItems } from '../../lib/checkout-items.ts';
import { useCartLines } from './use-cart-lines.ts';

export interface ProductAddRequest {
  variant: Variant | null;
  quantity: number;
  buyNow: boolean;
}

/**
 * The product page's Add to Cart and Buy Now (docs/catalogue.md#product-page): add with the
 * "{qty} x {name} ({attributes})" toast; Buy Now adds, then goes to /checkout with that line alone
 * selected. A rejection carries the shopper's message; the purchase buttons show it. The cart's code
 * loads with the first press, not with the page (docs/decisions/006-server-rendering.md).
 */
export function useProductAddToCart() {
  const queryClient = useQueryClient();
  const view = useCartLines();
  const navigate = useNavigate();
  return async (product: Product, { variant, quantity, buyNow }: ProductAddRequest): Promise<void> => {
    const { cartOf } = await import('./use-cart.ts');
    const cart = cartOf(queryClient, view);
    const line = await cart.add({ product, variant, quantity, source: 'detail', quiet: buyNow });
    if (!buyNow || !line) return;
    if (!line.selected) void cart.setSelected(line, true);
    const items = [{ ...line, selected: true }];
    storeCheckoutItems(items);
    await navigate('/checkout', { state: { items } });
  };
}
