import type { Product } from '@fengshui/shared/catalog';
import { ADD_TO_CART_CONFIRM_MS_DETAIL } from '@fengshui/shared/constants';
import type { AttributeSelection } from '@fengshui/shared/variants';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { type AddToCartHandler, checkPurchase, soldOutReason } from '../logic/purchase-check.ts';

const FAILED_TO_ADD = 'Failed to add item to cart';

export interface Purchase {
  pending: 'cart' | 'buy' | null;
  /** Add to Cart shows "Added to Cart" for 3 seconds after an add. */
  added: boolean;
  /** Why the buttons are disabled ("Sold out"), or null while the item can be bought. */
  soldOut: string | null;
  /** The last refusal ("Please select all options"), shown beside the buttons until the choice changes. */
  problem: string | null;
  submit: (buyNow: boolean) => Promise<void>;
}

/**
 * The product page's Add to Cart and Buy Now, shared by the buttons in the page and the phone's sticky
 * buy bar, so both respect the same choice (docs/catalogue.md#variants and #buying-on-a-phone).
 */
export function usePurchase(
  product: Pick<Product, 'has_variants' | 'stock' | 'variants'>,
  selection: AttributeSelection,
  quantity: number,
  onAddToCart: AddToCartHandler,
): Purchase {
  const [pending, setPending] = useState<'cart' | 'buy' | null>(null);
  const [added, setAdded] = useState(false);
  const [problem, setProblem] = useState<{ message: string; selection: AttributeSelection } | null>(null);

  // docs/cart.md#adding-to-the-cart: Add to Cart shows an "Added to Cart" state for 3 seconds.
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), ADD_TO_CART_CONFIRM_MS_DETAIL);
    return () => clearTimeout(timer);
  }, [added]);

  const submit = async (buyNow: boolean) => {
    const check = checkPurchase(product, selection);
    if (!check.ok) {
      setProblem({ message: check.message, selection });
      toast.error(check.message);
      return;
    }
    setProblem(null);
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

  return {
    pending,
    added,
    soldOut: soldOutReason(product, selection),
    // A refusal is about the choice it was made with; a new choice clears it.
    problem: problem && problem.selection === selection ? problem.message : null,
    submit,
  };
}
