import type { Product, Variant } from '@fengshui/shared/catalog';
import { type AttributeSelection, findVariant, initialSelection } from '@fengshui/shared/variants';
import { useState } from 'react';

export interface ProductSelection {
  selection: AttributeSelection;
  variant: Variant | null;
  /** Stock of the chosen variant, or of the product when it has none chosen or none at all. */
  stock: number;
  quantity: number;
  setQuantity: (quantity: number) => void;
  /** Image of the variant the shopper last switched to; null until then or when it has none. */
  variantImageUrl: string | null;
  /** Choosing the chosen value again clears it, so a shopper can leave a dead-end combination. */
  toggleOption: (attribute: string, value: string) => void;
}

/** docs/catalogue.md#product-page: selection, matching variant and quantity, owned by the page. */
export function useProductSelection(product: Product): ProductSelection {
  const [selection, setSelection] = useState<AttributeSelection>(() =>
    product.has_variants ? initialSelection(product.variants) : {},
  );
  const [quantity, setQuantity] = useState(1);
  const [variantImageUrl, setVariantImageUrl] = useState<string | null>(null);

  const variant = product.has_variants ? (findVariant(product.variants, selection) ?? null) : null;

  const toggleOption = (attribute: string, value: string) => {
    const next = { ...selection, [attribute]: selection[attribute] === value ? undefined : value };
    const nextVariant = findVariant(product.variants, next) ?? null;
    setSelection(next);
    if (nextVariant?.variant_id !== variant?.variant_id) {
      // Changing the variant resets quantity to 1 and shows the variant's own image.
      setQuantity(1);
      setVariantImageUrl(nextVariant?.image_url ?? null);
    }
  };

  return {
    selection,
    variant,
    stock: variant ? variant.stock : product.stock,
    quantity,
    setQuantity,
    variantImageUrl,
    toggleOption,
  };
}
