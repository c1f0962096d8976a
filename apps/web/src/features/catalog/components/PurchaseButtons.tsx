import { Check, ShoppingBag, Zap } from 'lucide-react';
import { useId } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { Purchase } from '../hooks/use-purchase.ts';
import type { AddToCartHandler } from '../logic/purchase-check.ts';

/**
 * Provided by the cart feature. It adds the item (and for Buy Now goes on to /checkout); a rejection's
 * message is shown to the shopper here, so the handler need not show its own error toast.
 */
export type { AddToCartHandler };

const base =
  'inline-flex flex-1 items-center justify-center gap-2 rounded-full text-sm font-semibold transition disabled:opacity-60';

/**
 * Add to Cart and Buy Now. `compact` is the phone's sticky buy bar. A sold-out item shows both disabled
 * with the reason (docs/catalogue.md#sold-out); a refused press says why beside them.
 */
export function PurchaseButtons({ purchase, compact = false }: { purchase: Purchase; compact?: boolean }) {
  // Below 768 px the buy bar carries the buttons; the page's own pair would only repeat them.
  const reasonId = useId();
  const { pending, added, soldOut, problem, submit } = purchase;
  // Until the page's code runs a press would be lost (the phone's buy bar is outside the info's fieldset).
  const hydrated = useHydrated();
  const note = soldOut ?? problem;
  const size = compact ? 'min-h-11 px-3' : 'min-h-12 px-6';
  const busy = pending !== null ? 'disabled:cursor-wait' : 'disabled:cursor-not-allowed';
  return (
    <div className={compact ? 'flex min-w-0 flex-1 flex-col gap-1' : 'hidden flex-col gap-2 md:flex'}>
      <div className={compact ? 'flex gap-2' : 'flex flex-col gap-3 sm:flex-row'}>
        <button
          type="button"
          disabled={!hydrated || pending !== null || soldOut !== null}
          aria-describedby={note ? reasonId : undefined}
          onClick={() => void submit(false)}
          className={`${base} ${size} ${busy} border-2 border-brand-600 bg-white text-brand-600 hover:bg-brand-50`}
        >
          {compact ? null : added ? <Check size={18} aria-hidden /> : <ShoppingBag size={18} aria-hidden />}
          {added ? 'Added to Cart' : pending === 'cart' ? 'Adding…' : 'Add to Cart'}
        </button>
        <button
          type="button"
          disabled={!hydrated || pending !== null || soldOut !== null}
          aria-describedby={note ? reasonId : undefined}
          onClick={() => void submit(true)}
          className={`${base} ${size} ${busy} bg-brand-600 text-white shadow-sm hover:bg-brand-700`}
        >
          {compact ? null : <Zap size={18} aria-hidden />}
          {pending === 'buy' ? 'Please wait…' : 'Buy Now'}
        </button>
      </div>
      {note && (
        <p
          id={reasonId}
          role={soldOut ? undefined : 'alert'}
          data-testid={compact ? 'buy-bar-note' : 'purchase-note'}
          className={`text-sm font-medium ${soldOut ? 'text-stone-600' : 'text-brand-700'} ${compact ? 'text-center text-xs' : ''}`}
        >
          {note}
        </p>
      )}
    </div>
  );
}
