import type { Product, Variant } from '@fengshui/shared/catalog';
import { useNavigate } from 'react-router';
import { storeCheckoutItems } from '../../lib/checkout-items.ts';
import { useCart } from './use-cart.ts';

export interface ProductAddRequest {
  variant: Variant | null;
  quantity: number;
  buyNow: boolean;
}

/**
 * The product page's Add to Cart and Buy Now (docs/catalogue.md#product-page): add with the
 * "{qty} x {name} ({attributes})" toast; Buy Now adds, then goes to /checkout with that line alone
 * selected. A rejection carries the shopper's message; the purchase buttons show it.
 */
export function useProductAddToCart() {
  const cart = useCart();
  const navigate = useNavigate();
  return async (product: Product, { variant, quantity, buyNow }: ProductAddRequest): Promise<void> => {
    const line = await cart.add({ product, variant, quantity, source: 'detail', quiet: buyNow });
    if (!buyNow || !line) return;
    if (!line.selected) void cart.setSelected(line, true);
    const items = [{ ...line, selected: true }];
    storeCheckoutItems(items);
    await navigate('/checkout', { state: { items } });
  };
}
