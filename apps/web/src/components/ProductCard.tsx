import type { ProductCard as ProductCardData } from '@fengshui/shared/catalog';
import { formatItemsSold } from '@fengshui/shared/display';
import { memo } from 'react';
import { Link } from 'react-router';
import { HydrateWhenVisible } from '../lib/hydrate-when-visible.tsx';
import { useShopActions } from '../lib/shop-actions.tsx';
import { ImageWithFallback } from './ImageWithFallback.tsx';
import { Price } from './Price.tsx';
import { Stars } from './Stars.tsx';

/**
 * How a card's picture loads: `lazy` below the fold (the default), `eager` in the first rows, and
 * `priority` for the one picture likely to be the largest paint (fetched first, never lazily).
 */
export type CardImageLoading = 'lazy' | 'eager' | 'priority';

export function ProductCard({
  product,
  imageLoading = 'lazy',
}: {
  product: ProductCardData;
  imageLoading?: CardImageLoading;
}) {
  const { ProductCardAction: CardAction } = useShopActions();
  const soldOut = product.stock <= 0;
  return (
    <article className="group relative flex w-full min-w-0 flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <Link to={`/product/${product.product_id}`} className="flex flex-1 flex-col" aria-label={product.name}>
        <div className="relative aspect-square overflow-hidden bg-stone-50">
          <ImageWithFallback
            src={product.image_url}
            srcSet={product.image_srcset ?? undefined}
            sizes="(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 240px"
            alt={product.name}
            loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imageLoading === 'priority' ? 'high' : undefined}
            decoding="async"
            width={320}
            height={320}
            className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
          />
          <div className="absolute left-2 top-2 flex flex-col gap-1">
            {product.is_flash_deal && (
              <span className="rounded bg-brand-600 px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-white">
                Flash deal
              </span>
            )}
            {product.is_best_seller && (
              <span className="rounded bg-gold-500 px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-ink">
                Best seller
              </span>
            )}
            {product.free_shipping && (
              <span className="rounded bg-emerald-700 px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-white">
                Free shipping
              </span>
            )}
          </div>
          {soldOut && (
            <div className="absolute inset-0 flex items-center justify-center bg-white/60">
              <span className="rounded-full bg-ink/85 px-3 py-1 text-xs font-semibold uppercase text-white">
                Sold out
              </span>
            </div>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-2 sm:gap-1.5 sm:p-3">
          <h3 className="line-clamp-2 min-h-10 text-sm font-medium leading-5 text-ink [overflow-wrap:anywhere]">
            {product.name}
          </h3>
          <Price product={product} />
          <div className="mt-auto flex items-center justify-between text-xs text-stone-500">
            <Stars rating={product.average_rating} size={12} />
            {/* docs/catalogue.md#sold-count: only what real orders show, and nothing before the first sale. */}
            {product.items_sold > 0 && <span>{formatItemsSold(product.items_sold)}</span>}
          </div>
        </div>
      </Link>
      {/* Outside the link: a button inside an <a> is not valid markup. */}
      <div className="px-2 pb-2 sm:px-3 sm:pb-3">{CardAction && <CardAction product={product} />}</div>
    </article>
  );
}

/**
 * `eagerCount`: how many cards from the start are above the fold (the first of them gets priority).
 * `rowOnPhone`: below 640 px the cards scroll sideways in one row instead of stacking, so a short list
 * (the shop's Flash Deals, New Arrivals, Best Sellers) takes one card's height (docs/catalogue.md#shop-home).
 */
export function ProductGrid({
  products,
  eagerCount = 0,
  rowOnPhone = false,
}: {
  products: ProductCardData[];
  eagerCount?: number;
  rowOnPhone?: boolean;
}) {
  const layout = rowOnPhone
    ? 'no-scrollbar -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 lg:grid-cols-4 xl:grid-cols-5'
    : 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';
  return (
    <div className={layout} data-testid={rowOnPhone ? 'product-row' : undefined}>
      {products.map((product, index) =>
        index < eagerCount ? (
          <FirstCard
            key={product.product_id}
            product={product}
            imageLoading={index === 0 ? 'priority' : 'eager'}
            rowOnPhone={rowOnPhone}
          />
        ) : (
          <LaterCard key={product.product_id} product={product} rowOnPhone={rowOnPhone} />
        ),
      )}
    </div>
  );
}

const ROW_CELL = 'flex w-[42vw] max-w-48 shrink-0 snap-start sm:w-auto sm:max-w-none';

/** A card above the fold: hydrates with the page. */
function FirstCard({
  product,
  imageLoading,
  rowOnPhone,
}: {
  product: ProductCardData;
  imageLoading: CardImageLoading;
  rowOnPhone: boolean;
}) {
  const card = <ProductCard product={product} imageLoading={imageLoading} />;
  return rowOnPhone ? <div className={ROW_CELL}>{card}</div> : card;
}

/**
 * A card below the fold: its picture loads lazily, and on a server-rendered page it hydrates when it
 * nears the screen or the browser is idle, so a page of 50 cards does not hydrate them in one long task.
 */
const LaterCard = memo(function LaterCard({
  product,
  rowOnPhone,
}: {
  product: ProductCardData;
  rowOnPhone: boolean;
}) {
  return (
    <HydrateWhenVisible className={`render-card-when-near ${rowOnPhone ? ROW_CELL : 'flex min-w-0'}`}>
      <ProductCard product={product} />
    </HydrateWhenVisible>
  );
});

export function ProductGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are identical and never reorder
          key={index}
          className="animate-pulse overflow-hidden rounded-xl border border-stone-200 bg-white"
        >
          <div className="aspect-square bg-stone-100" />
          <div className="space-y-2 p-3">
            <div className="h-3 rounded bg-stone-100" />
            <div className="h-3 w-1/2 rounded bg-stone-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
