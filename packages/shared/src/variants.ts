// docs/catalogue.md#product-page: variant matching and option availability.

export interface VariantLike {
  variant_id: number;
  attributes: Record<string, string>;
  stock: number;
}

export type AttributeSelection = Record<string, string | undefined>;

/** Attribute names in the order they first appear, each with its values in first-seen order. */
export function variantOptions(variants: readonly VariantLike[]): { name: string; values: string[] }[] {
  const options = new Map<string, string[]>();
  for (const variant of variants) {
    for (const [name, value] of Object.entries(variant.attributes)) {
      const values = options.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      options.set(name, values);
    }
  }
  return [...options].map(([name, values]) => ({ name, values }));
}

function matchesSelection(variant: VariantLike, selection: AttributeSelection): boolean {
  return Object.entries(selection).every(
    ([name, value]) => value === undefined || variant.attributes[name] === value,
  );
}

/** The variant whose attributes all match the selection; every attribute of it must be chosen. */
export function findVariant<T extends VariantLike>(
  variants: readonly T[],
  selection: AttributeSelection,
): T | undefined {
  return variants.find((variant) =>
    Object.entries(variant.attributes).every(([name, value]) => selection[name] === value),
  );
}

export function isColorAttribute(name: string): boolean {
  return /^colou?r$/i.test(name.trim());
}

/**
 * A colour is unavailable when no in-stock variant has it (filtered by the chosen size);
 * any other option is unavailable when no variant matches the combination with the other choices.
 */
export function isOptionAvailable(
  variants: readonly VariantLike[],
  attribute: string,
  value: string,
  selection: AttributeSelection,
): boolean {
  if (isColorAttribute(attribute)) {
    const sizeName = Object.keys(selection).find((name) => /^size$/i.test(name));
    const size = sizeName ? selection[sizeName] : undefined;
    return variants.some(
      (variant) =>
        variant.stock > 0 &&
        variant.attributes[attribute] === value &&
        (size === undefined || sizeName === undefined || variant.attributes[sizeName] === size),
    );
  }
  const combination: AttributeSelection = { ...selection, [attribute]: value };
  return variants.some((variant) => matchesSelection(variant, combination));
}

/**
 * docs/catalogue.md#variants: nothing is chosen for the shopper, so a size is never bought unnoticed;
 * only an option with a single value (no choice to make) starts chosen.
 */
export function initialSelection(variants: readonly VariantLike[]): AttributeSelection {
  const selection: AttributeSelection = {};
  for (const option of variantOptions(variants)) {
    if (option.values.length === 1) selection[option.name] = option.values[0];
  }
  return selection;
}

/** "size: Medium, color: Red" for cart lines and confirmations. */
export function describeAttributes(attributes: Record<string, string> | null | undefined): string {
  if (!attributes) return '';
  return Object.entries(attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}
