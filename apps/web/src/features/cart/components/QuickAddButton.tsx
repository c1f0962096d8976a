import { CART_MESSAGES } from '@fengshui/shared/cart-messages';
import type { ProductCard } from '@fengshui/shared/catalog';
import { ADD_TO_CART_CONFIRM_MS_CARD } from '@fengshui/shared/constants';
import { Check, ShoppingBag, SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CART_TOASTS } from '../logic/cart-messages.ts';
import { useCart } from '../use-cart.ts';

const buttonClass =
  'flex min-h-10 w-full items-center justify-center gap-1.5 rounded-full px-3 text-xs font-semibold transition';

/**
 * A product card's quick add: one of a product without variants, with "Added!" for 1.5 seconds
 * (docs/cart.md#limits). A product with variants needs its options chosen on the product page.
 */
export function QuickAddButton({ product }: { product: ProductCard }) {
  const cart = useCart();
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');

  useEffect(() => {
    if (state !== 'added') return;
    const timer = setTimeout(() => setState('idle'), ADD_TO_CART_CONFIRM_MS_CARD);
    return () => clearTimeout(timer);
  }, [state]);

  if (product.has_variants) {
    return (
      <Link
        to={`/product/${product.product_id}`}
        className={`${buttonClass} border border-brand-600 text-brand-600 hover:bg-brand-50`}
        aria-label={`Choose options for ${product.name}`}
      >
        <SlidersHorizontal size={14} aria-hidden /> Choose options
      </Link>
    );
  }

  const add = async () => {
    // docs/cart.md#adding-to-the-cart: a card add is refused when the stock is 0 or less.
    if (product.stock <= 0) {
      toast.error(CART_MESSAGES.outOfStock);
      return;
    }
    setState('adding');
    try {
      await cart.add({ product, variant: null, quantity: 1, source: 'card' });
      setState('added');
    } catch (error) {
      setState('idle');
      toast.error(error instanceof Error ? error.message : CART_TOASTS.addFailed);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void add()}
      disabled={state === 'adding'}
      aria-label={`Add ${product.name} to cart`}
      className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70`}
    >
      {state === 'added' ? <Check size={14} aria-hidden /> : <ShoppingBag size={14} aria-hidden />}
      {state === 'added' ? 'Added!' : state === 'adding' ? 'Adding…' : 'Add to cart'}
    </button>
  );
}
