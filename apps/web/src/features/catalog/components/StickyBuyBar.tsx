import type { Product, Variant } from '@fengshui/shared/catalog';
import { useEffect, useRef } from 'react';
import { Price } from '../../../components/Price.tsx';
import type { Purchase } from '../hooks/use-purchase.ts';
import { PurchaseButtons } from './PurchaseButtons.tsx';

/**
 * docs/catalogue.md#buying-on-a-phone: on a phone the price, Add to Cart and Buy Now stay at the foot of
 * the screen; the page keeps room below its content so the bar hides nothing.
 */
export function StickyBuyBar({
  product,
  variant,
  purchase,
}: {
  product: Product;
  variant: Variant | null;
  purchase: Purchase;
}) {
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const body = document.body;
    body.classList.add('has-buy-bar');
    // The bar's height (a price range wraps to two lines) is what the page and the bottom toasts keep
    // clear of it (styles.css).
    const element = bar.current;
    const observer =
      element && typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => body.style.setProperty('--buy-bar-height', `${element.offsetHeight}px`))
        : null;
    if (element) observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.classList.remove('has-buy-bar');
      body.style.removeProperty('--buy-bar-height');
    };
  }, []);
  return (
    <section
      ref={bar}
      aria-label="Buy"
      data-testid="buy-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur md:hidden"
    >
      <div className="flex items-center gap-3">
        <div className="max-w-[34%] shrink-0 [&_[data-testid=buy-bar-price]]:text-base">
          <Price product={product} variantPrice={variant} testId="buy-bar-price" />
        </div>
        <PurchaseButtons purchase={purchase} compact />
      </div>
    </section>
  );
}
