import type { Product } from '@fengshui/shared/catalog';
import { CART_QUANTITY_MAX, CATEGORY_SLUGS } from '@fengshui/shared/constants';
import { formatItemsSold } from '@fengshui/shared/display';
import { Link } from 'react-router';
import { Price } from '../../../components/Price.tsx';
import { Stars } from '../../../components/Stars.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { ProductSelection } from '../hooks/use-product-selection.ts';
import type { Purchase } from '../hooks/use-purchase.ts';
import { PurchaseButtons } from './PurchaseButtons.tsx';
import { QuantityControl } from './QuantityControl.tsx';
import { StockIndicator } from './StockIndicator.tsx';
import { VariantPicker } from './VariantPicker.tsx';

interface Props {
  product: Product;
  state: ProductSelection;
  /** The purchase buttons appear only once the cart feature provides the add. */
  purchase?: Purchase;
}

function categoryHref(product: Pick<Product, 'category_slug' | 'category_id'>): string {
  // Only the known slugs have a category page (docs/catalogue.md#category-page); others browse the shop filtered.
  return (CATEGORY_SLUGS as readonly string[]).includes(product.category_slug)
    ? `/category/${product.category_slug}`
    : `/shop?category=${product.category_id}`;
}

function reviewCountLabel(count: number): string {
  return `(${count} ${count === 1 ? 'review' : 'reviews'})`;
}

export function ProductInfo({ product, state, purchase }: Props) {
  const { variant, stock, quantity } = state;
  const hydrated = useHydrated();
  const badges: { label: string; className: string }[] = [];
  if (product.is_flash_deal) badges.push({ label: 'Flash deal', className: 'bg-brand-600 text-white' });
  if (product.is_best_seller) badges.push({ label: 'Best seller', className: 'bg-gold-500 text-ink' });
  if (product.free_shipping) badges.push({ label: 'Free shipping', className: 'bg-emerald-700 text-white' });

  return (
    <div className="flex min-w-0 flex-col gap-5 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {product.category_name && (
            <Link
              to={categoryHref(product)}
              className="text-xs font-semibold tracking-wider text-gold-700 uppercase hover:text-brand-600"
            >
              {product.category_name}
            </Link>
          )}
          {badges.map((badge) => (
            <span
              key={badge.label}
              className={`rounded px-2 py-0.5 text-[11px] font-semibold tracking-wide uppercase ${badge.className}`}
            >
              {badge.label}
            </span>
          ))}
        </div>
        <h1 className="font-display text-3xl leading-tight font-bold break-words text-ink [overflow-wrap:anywhere] sm:text-4xl">
          {product.name}
        </h1>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
          <Stars rating={product.average_rating} size={16} />
          {product.review_count > 0 && (
            <span className="font-medium text-ink">{product.average_rating.toFixed(1)}</span>
          )}
          <span>{reviewCountLabel(product.review_count)}</span>
          {product.items_sold > 0 && (
            <>
              <span aria-hidden className="text-stone-300">
                |
              </span>
              <span>{formatItemsSold(product.items_sold)}</span>
            </>
          )}
        </div>
      </div>

      <div className="rounded-lg bg-cream px-4 py-3">
        <Price product={product} variantPrice={variant} size="lg" />
      </div>

      {/* Until the page's code runs, a choice or a press would be lost: the controls wait, disabled.
          As contents, the fieldset leaves the card's column and its gaps as they were. */}
      <fieldset disabled={!hydrated} className="contents">
        {product.has_variants && (
          <VariantPicker
            variants={product.variants}
            selection={state.selection}
            onToggle={state.toggleOption}
          />
        )}

        <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
          <QuantityControl
            label="Quantity"
            showLabel
            value={quantity}
            max={stock}
            cap={CART_QUANTITY_MAX}
            disabled={stock <= 0}
            onChange={state.setQuantity}
          />
          <div className="pt-9">
            <StockIndicator stock={stock} />
          </div>
        </div>

        {purchase && <PurchaseButtons purchase={purchase} />}
      </fieldset>

      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-stone-100 pt-4 text-xs text-stone-500">
        <dt>Product code</dt>
        <dd className="font-medium text-stone-700">{product.product_code}</dd>
        {variant && (
          <>
            <dt>SKU</dt>
            <dd className="font-medium text-stone-700">{variant.sku}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
