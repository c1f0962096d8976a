import type { Product, Variant } from '@fengshui/shared/catalog';
import { MESSAGES } from '@fengshui/shared/messages';
import { type AttributeSelection, findVariant, variantOptions } from '@fengshui/shared/variants';

/** What the product page hands to the cart; the cart feature decides where Buy Now goes next. */
export interface AddToCartRequest {
  variant: Variant | null;
  quantity: number;
  buyNow: boolean;
}

export type PurchaseCheck = { ok: true; variant: Variant | null } | { ok: false; message: string };

/**
 * docs/catalogue.md#variants and #product-page, checked in this order: every option chosen, the chosen
 * variant in stock, the product in stock.
 */
export function checkPurchase(
  product: Pick<Product, 'has_variants' | 'stock' | 'variants'>,
  selection: AttributeSelection,
): PurchaseCheck {
  let variant: Variant | null = null;
  if (product.has_variants) {
    const unchosen = variantOptions(product.variants).some((option) => !selection[option.name]);
    const match = findVariant(product.variants, selection);
    // A combination that no variant has is as incomplete as a missing choice.
    if (unchosen || !match) return { ok: false, message: MESSAGES.selectAllOptions };
    if (match.stock <= 0) return { ok: false, message: MESSAGES.variantOutOfStock };
    variant = match;
  }
  if (product.stock <= 0) return { ok: false, message: MESSAGES.productOutOfStock };
  return { ok: true, variant };
}
