import type { ProductCard } from '@fengshui/shared/catalog';
import { ArrowRight, ShoppingCart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ImageWithFallback.tsx';
import { Price } from '../../../components/Price.tsx';
import { useBestSellers } from '../../catalog/public.ts';
import { useAutoAdvance } from '../hooks/use-auto-advance.ts';
import { featuredProducts } from '../logic/home-lists.ts';
import { TICKER_INTERVAL_MS, TICKER_RESET_MS, TICKER_STEP_PERCENT } from '../logic/home-timings.ts';
import { tickerNeedsReset, tickerShiftPercent, withLoopCopies } from '../logic/slides.ts';
import { SAMPLE_PRODUCTS } from '../static-data/samples.ts';
import { SampleCardView } from './SampleCards.tsx';
import { SectionHeading } from './SectionHeading.tsx';
import { PauseToggle } from './SliderControls.tsx';

// 1.5 cards on a phone, 2.5 on a tablet, 3 beside the heading on a desktop, each followed by a gap of
// a tenth of a card, so that one step of 110 % moves exactly one card along.
const CARD_WIDTH = 'w-[64.5%] mr-[6.45%] sm:w-[37.74%] sm:mr-[3.774%] lg:w-[31.25%] lg:mr-[3.125%]';

/**
 * docs/content.md#home-page and #limits: four featured products moving one card every 3 seconds; after the last
 * it carries on into copies of the first and jumps back unseen 500 ms later. Add to Cart goes to /shop.
 */
export function FeaturedTicker() {
  const bestSellers = useBestSellers();
  const products = featuredProducts(bestSellers.data);
  return (
    <section aria-labelledby="featured-title" className="py-14 sm:py-20">
      <div className="mx-auto grid max-w-7xl px-4 lg:grid-cols-[minmax(0,19rem)_minmax(0,1fr)] lg:items-center lg:gap-12">
        <SectionHeading
          id="featured-title"
          eyebrow="Best sellers"
          title="Featured this week"
          action={
            <Link
              to="/shop"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:text-brand-800"
            >
              View the shop <ArrowRight size={16} aria-hidden />
            </Link>
          }
        >
          The pieces our customers reach for most: bracelets, charms and décor for luck and protection.
        </SectionHeading>
        {bestSellers.isPending ? (
          <TickerSkeleton />
        ) : products.length > 0 ? (
          <Ticker products={products} />
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {SAMPLE_PRODUCTS.map((card) => (
              <li key={card.title}>
                <SampleCardView card={card} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function Ticker({ products }: { products: ProductCard[] }) {
  const count = products.length;
  const slider = useAutoAdvance(count > 1 ? count + 1 : count, TICKER_INTERVAL_MS);
  const { index: position, goTo } = slider;
  const viewport = useRef<HTMLDivElement>(null);
  const moving = !slider.reducedMotion;
  const cards = moving ? withLoopCopies(products) : products;

  useEffect(() => {
    if (!tickerNeedsReset(position, count)) return;
    const timer = window.setTimeout(() => goTo(0), TICKER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [position, count, goTo]);

  // A focused card is brought into view by the ticker itself, not by the browser scrolling the box.
  const focusCard = (index: number) => () => {
    if (!moving) return;
    if (viewport.current) viewport.current.scrollLeft = 0;
    goTo(index);
  };

  return (
    <div className="relative min-w-0" {...slider.regionHandlers}>
      <div
        ref={viewport}
        className={`relative ${moving ? 'overflow-hidden' : 'no-scrollbar snap-x overflow-x-auto'}`}
        data-testid="ticker-viewport"
      >
        <ul className="flex py-2">
          {cards.map((product, index) => {
            const copy = index >= count;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the copies repeat product ids, positions are stable
                key={index}
                aria-hidden={copy || undefined}
                inert={copy}
                onFocus={focusCard(index)}
                className={`shrink-0 snap-start ${CARD_WIDTH} ${position === 0 ? '' : 'transition-transform duration-500 ease-out'}`}
                style={{ transform: `translateX(${tickerShiftPercent(position, TICKER_STEP_PERCENT)}%)` }}
                data-testid="ticker-card"
              >
                <TickerCard product={product} />
              </li>
            );
          })}
        </ul>
      </div>
      {moving && (
        <div className="absolute top-4 right-4 z-10">
          <PauseToggle
            stopped={slider.stopped}
            onToggle={slider.toggleStopped}
            label="featured products"
            tone="dark"
          />
        </div>
      )}
    </div>
  );
}

function TickerCard({ product }: { product: ProductCard }) {
  const to = `/product/${product.product_id}`;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={to} tabIndex={-1} aria-hidden className="block aspect-square overflow-hidden bg-stone-50">
        <ImageWithFallback
          src={product.image_url}
          srcSet={product.image_srcset ?? undefined}
          sizes="(max-width: 640px) 60vw, 280px"
          alt=""
          loading="lazy"
          decoding="async"
          width={320}
          height={320}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {product.category_name && (
          <p className="text-xs font-semibold tracking-wide text-gold-700 uppercase">
            {product.category_name}
          </p>
        )}
        <h3 className="line-clamp-2 min-h-10 text-sm leading-5 font-medium text-ink">
          <Link to={to} className="hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        <Price product={product} />
        {/* docs/content.md#home-page: the ticker's Add to Cart leads to the shop. */}
        <Link
          to="/shop"
          className="mt-auto inline-flex min-h-10 items-center justify-center gap-2 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white transition hover:bg-brand-700"
        >
          <ShoppingCart size={16} aria-hidden />
          Add to Cart
          <span className="sr-only">: {product.name}</span>
        </Link>
      </div>
    </article>
  );
}

function TickerSkeleton() {
  return (
    <div className="flex overflow-hidden py-2" aria-hidden>
      {[0, 1, 2].map((index) => (
        <div key={index} className={`shrink-0 animate-pulse ${CARD_WIDTH}`}>
          <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
            <div className="aspect-square bg-stone-100" />
            <div className="space-y-2 p-4">
              <div className="h-3 rounded bg-stone-100" />
              <div className="h-3 w-1/2 rounded bg-stone-100" />
              <div className="h-10 rounded-full bg-stone-100" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
