import type { Product } from '@fengshui/shared/catalog';
import { ADD_TO_CART_CONFIRM_MS_DETAIL } from '@fengshui/shared/constants';
import type { AttributeSelection } from '@fengshui/shared/variants';
import { Check, ShoppingBag, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { type AddToCartRequest, checkPurchase } from '../logic/purchase-check.ts';

/**
 * Provided by the cart feature. It adds the item (and for Buy Now goes on to /checkout); a rejection's
 * message is shown to the shopper here, so the handler need not show its own error toast.
 */
export type AddToCartHandler = (request: AddToCartRequest) => void | Promise<void>;

interface Props {
  product: Pick<Product, 'has_variants' | 'stock' | 'variants'>;
  selection: AttributeSelection;
  quantity: number;
  onAddToCart: AddToCartHandler;
}

const FAILED_TO_ADD = 'Failed to add item to cart';

export function PurchaseButtons({ product, selection, quantity, onAddToCart }: Props) {
  const [pending, setPending] = useState<'cart' | 'buy' | null>(null);
  const [added, setAdded] = useState(false);

  // docs/cart.md#adding-to-the-cart: Add to Cart shows an "Added to Cart" state for 3 seconds.
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), ADD_TO_CART_CONFIRM_MS_DETAIL);
    return () => clearTimeout(timer);
  }, [added]);

  const submit = async (buyNow: boolean) => {
    const check = checkPurchase(product, selection);
    if (!check.ok) {
      toast.error(check.message);
      return;
    }
    setPending(buyNow ? 'buy' : 'cart');
    try {
      await onAddToCart({ variant: check.variant, quantity, buyNow });
      if (!buyNow) setAdded(true);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : FAILED_TO_ADD);
    } finally {
      setPending(null);
    }
  };

  const base =
    'inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full px-6 text-sm font-semibold transition disabled:cursor-wait disabled:opacity-70';
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <button
        type="button"
        disabled={pending !== null}
        onClick={() => void submit(false)}
        className={`${base} border-2 border-brand-600 bg-white text-brand-600 hover:bg-brand-50`}
      >
        {added ? <Check size={18} aria-hidden /> : <ShoppingBag size={18} aria-hidden />}
        {added ? 'Added to Cart' : pending === 'cart' ? 'Adding…' : 'Add to Cart'}
      </button>
      <button
        type="button"
        disabled={pending !== null}
        onClick={() => void submit(true)}
        className={`${base} bg-brand-600 text-white shadow-sm hover:bg-brand-700`}
      >
        <Zap size={18} aria-hidden />
        {pending === 'buy' ? 'Please wait…' : 'Buy Now'}
      </button>
    </div>
  );
}
