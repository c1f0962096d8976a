import type { ProductCard } from '@fengshui/shared/catalog';
import { ADD_TO_CART_CONFIRM_MS_CARD } from '@fengshui/shared/constants';
import { Check, ShoppingBag, SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
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
  // A press before the page's code runs would be lost: the button waits, disabled, until then.
  const hydrated = useHydrated();

  useEffect(() => {
    if (state !== 'added') return;
    const timer = setTimeout(() => setState('idle'), ADD_TO_CART_CONFIRM_MS_CARD);
    return () => clearTimeout(timer);
  }, [state]);

  // docs/catalogue.md#sold-out: a sold-out card says so on a disabled button rather than failing on a press.
  if (product.stock <= 0) {
    return (
      <button
        type="button"
        disabled
        aria-label={`${product.name} is sold out`}
        className={`${buttonClass} cursor-not-allowed bg-stone-200 text-stone-600`}
      >
        Sold out
      </button>
    );
  }

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
      disabled={!hydrated || state === 'adding'}
      aria-label={`Add ${product.name} to cart`}
      // Dimmed only while adding: before the page's code runs it looks as it will (a fade as it turned
      // live was caught half-way by the accessibility audit's contrast check).
      className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700 ${state === 'adding' ? 'cursor-wait opacity-70' : ''}`}
    >
      {state === 'added' ? <Check size={14} aria-hidden /> : <ShoppingBag size={14} aria-hidden />}
      {state === 'added' ? 'Added!' : state === 'adding' ? 'Adding…' : 'Add to cart'}
    </button>
  );
}
