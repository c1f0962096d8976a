import type { Product } from '@fengshui/shared/catalog';
import { applyPercentDiscount, normaliseDiscountPercent } from '@fengshui/shared/discount';
import { formatPeso, formatPesoRange } from '@fengshui/shared/money';

interface Props {
  product: Pick<Product, 'priceRange' | 'discounted_price' | 'discount_percentage' | 'is_flash_deal'>;
  /** A chosen variant's own price replaces the range. */
  variantPrice?: { price: number; discounted_price: number | null } | null;
  size?: 'sm' | 'lg';
  /** The page's main price is `price`; a second copy (the phone's buy bar) names itself. */
  testId?: string;
}

export function Price({ product, variantPrice, size = 'sm', testId = 'price' }: Props) {
  const discount = normaliseDiscountPercent(product.discount_percentage);
  const big = size === 'lg';
  const current = variantPrice ? (variantPrice.discounted_price ?? variantPrice.price) : null;
  const original = variantPrice ? variantPrice.price : null;
  const { minPrice, maxPrice } = product.priceRange;
  const hasDeal = product.is_flash_deal && discount > 0;

  return (
    <div className="figures flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={`font-semibold text-brand-600 ${big ? 'text-3xl' : 'text-base'}`} data-testid={testId}>
        {current !== null
          ? formatPeso(current)
          : hasDeal
            ? formatPesoRange(
                applyPercentDiscount(minPrice, discount),
                applyPercentDiscount(maxPrice, discount),
              )
            : formatPesoRange(minPrice, maxPrice)}
      </span>
      {hasDeal && (
        <>
          <span className={`text-stone-600 line-through ${big ? 'text-lg' : 'text-xs'}`}>
            {original !== null ? formatPeso(original) : formatPesoRange(minPrice, maxPrice)}
          </span>
          <span className="rounded bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white">
            -{Math.round(discount)}%
          </span>
        </>
      )}
    </div>
  );
}
