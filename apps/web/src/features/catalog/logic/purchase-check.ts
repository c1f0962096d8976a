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

export const SOLD_OUT = 'Sold out';
export const VARIANT_SOLD_OUT = 'Sold out in this option: choose another';

/**
 * docs/catalogue.md#sold-out: why Add to Cart and Buy Now are disabled, or null while they work. A
 * product sold out in every variant is "Sold out"; a chosen variant without stock says to choose another.
 */
export function soldOutReason(
  product: Pick<Product, 'has_variants' | 'stock' | 'variants'>,
  selection: AttributeSelection,
): string | null {
  if (product.stock <= 0) return SOLD_OUT;
  if (!product.has_variants) return null;
  const variant = findVariant(product.variants, selection);
  return variant && variant.stock <= 0 ? VARIANT_SOLD_OUT : null;
}

/** What the buy buttons call with the shopper's choice (the cart's add, or nothing on a preview). */
export type AddToCartHandler = (request: AddToCartRequest) => void | Promise<void>;
