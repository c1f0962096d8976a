import {
  ADMIN_PRODUCT_MESSAGES,
  type ProductRuleInput,
  productCreateSchema,
  productRuleIssues,
  productUpdateSchema,
} from '@fengshui/shared/admin-catalog';
import type { AdminProduct } from '@fengshui/shared/admin-product-reads';
import { variantOptions } from '@fengshui/shared/variants';

// The add/edit modal's state and its rules (docs/admin.md#product-form),
// kept apart from the components so they read, and are tested, on their own.

export interface AttributeDraft {
  key: string;
  name: string;
}

export interface VariantDraft {
  key: string;
  variantId: number | null;
  sku: string;
  /** Values by attribute key, so renaming an attribute keeps what was typed under it. */
  values: Record<string, string>;
  price: string;
  stock: string;
  /** The stock as the form read it (null for a new variant): unchanged, it is not sent (see draftPayload). */
  loadedStock: string | null;
  inOrders: boolean;
}

export type ImageDraft =
  | { key: string; kind: 'existing'; imageId: number; url: string }
  | { key: string; kind: 'new'; file: File; url: string };

export interface SpecDraft {
  key: string;
  name: string;
  value: string;
}

export interface ProductDraft {
  name: string;
  description: string;
  categoryId: string;
  price: string;
  stock: string;
  /** The stock as the form read it (null for a new product or one with variants). */
  loadedStock: string | null;
  weightGrams: string;
  hasVariants: boolean;
  attributes: AttributeDraft[];
  variants: VariantDraft[];
  isBestSeller: boolean;
  isFeatured: boolean;
  isPreferred: boolean;
  freeShipping: boolean;
  isFlashDeal: boolean;
  /** A datetime-local value in Philippine time. */
  flashDealEnd: string;
  discount: string;
  specs: SpecDraft[];
  images: ImageDraft[];
  removedImageIds: number[];
  /** The stored end time, so an unchanged past deal does not block saving other fields. */
  storedFlashDealEnd: string;
}

let counter = 0;
export const nextKey = (prefix: string) => `${prefix}-${++counter}`;

export function emptyDraft(): ProductDraft {
  return {
    name: '',
    description: '',
    categoryId: '',
    price: '',
    stock: '0',
    loadedStock: null,
    weightGrams: '500',
    hasVariants: false,
    attributes: [],
    variants: [],
    isBestSeller: false,
    isFeatured: false,
    isPreferred: false,
    freeShipping: false,
    isFlashDeal: false,
    flashDealEnd: '',
    discount: '',
    specs: [],
    images: [],
    removedImageIds: [],
    storedFlashDealEnd: '',
  };
}

// The shop runs on Philippine time (UTC+8, no daylight saving).
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

export function isoToManilaInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 16);
}

export function manilaInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  return new Date(`${value}:00+08:00`).toISOString();
}

export function draftFromProduct(product: AdminProduct): ProductDraft {
  const attributes = variantOptions(product.variants).map(({ name }) => ({
    key: nextKey('attribute'),
    name,
  }));
  const end = isoToManilaInput(product.flash_deal_end);
  return {
    name: product.name,
    description: product.description,
    categoryId: String(product.category_id),
    price: product.has_variants ? '' : String(product.price),
    stock: product.has_variants ? '0' : String(product.stock),
    loadedStock: product.has_variants ? null : String(product.stock),
    weightGrams: String(product.weight_grams),
    hasVariants: product.has_variants,
    attributes,
    variants: product.variants.map((variant) => ({
      key: nextKey('variant'),
      variantId: variant.variant_id,
      sku: variant.sku,
      values: Object.fromEntries(
        attributes.map((attribute) => [attribute.key, variant.attributes[attribute.name] ?? '']),
      ),
      price: String(variant.price),
      stock: String(variant.stock),
      loadedStock: String(variant.stock),
      inOrders: variant.in_orders,
    })),
    isBestSeller: product.is_best_seller,
    isFeatured: product.is_featured,
    isPreferred: product.is_preferred,
    freeShipping: product.free_shipping,
    isFlashDeal: product.is_flash_deal,
    flashDealEnd: end,
    discount: product.discount_percentage === null ? '' : String(product.discount_percentage),
    specs: Object.entries(product.specs).map(([name, value]) => ({ key: nextKey('spec'), name, value })),
    images: product.images.map((image) => ({
      key: nextKey('image'),
      kind: 'existing',
      imageId: image.image_id,
      url: image.url,
    })),
    removedImageIds: [],
    storedFlashDealEnd: end,
  };
}

/**
 * docs/admin.md#product-form: attribute names are trimmed; empty names and duplicates are ignored, as
 * normaliseAttributeNames does. The first entry of each name counts; `ignoredDuplicates` names the
 * others, for the form to say so.
 */
export function definedAttributes(attributes: readonly AttributeDraft[]): {
  defined: AttributeDraft[];
  ignoredDuplicates: string[];
} {
  const defined: AttributeDraft[] = [];
  const ignoredDuplicates: string[] = [];
  const taken = new Set<string>();
  for (const attribute of attributes) {
    const name = attribute.name.trim();
    if (!name) continue;
    if (taken.has(name.toLowerCase())) {
      ignoredDuplicates.push(name);
      continue;
    }
    taken.add(name.toLowerCase());
    defined.push({ key: attribute.key, name });
  }
  return { defined, ignoredDuplicates };
}

/** docs/admin.md#product-form: discount is asked only on a flash deal that has its end time. */
export function showsDiscount(draft: Pick<ProductDraft, 'isFlashDeal' | 'flashDealEnd'>): boolean {
  return draft.isFlashDeal && draft.flashDealEnd !== '';
}

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The request as typed values: what the shared schema checks and the form data carries. */
/**
 * The stock to send: only when the owner changed it (or for something new). Orders take stock while the
 * form is open, so sending back the count it read would undo them, and sell those units again.
 */
function stockField(item: { stock: string; loadedStock: string | null }): { stock?: number } {
  if (item.loadedStock !== null && item.stock.trim() === item.loadedStock) return {};
  return { stock: numberOrUndefined(item.stock) ?? 0 };
}

export function draftPayload(draft: ProductDraft): Record<string, unknown> {
  const { defined } = definedAttributes(draft.attributes);
  const discountShown = showsDiscount(draft);
  return {
    name: draft.name,
    description: draft.description,
    category_id: numberOrUndefined(draft.categoryId),
    ...(draft.hasVariants
      ? {
          variants: draft.variants.map((variant) => ({
            ...(variant.variantId === null ? {} : { variant_id: variant.variantId }),
            ...(variant.sku.trim() ? { sku: variant.sku.trim() } : {}),
            attributes: Object.fromEntries(
              defined.map((attribute) => [attribute.name, variant.values[attribute.key] ?? '']),
            ),
            price: numberOrUndefined(variant.price),
            ...stockField(variant),
          })),
        }
      : { price: numberOrUndefined(draft.price), ...stockField(draft) }),
    has_variants: draft.hasVariants,
    is_best_seller: draft.isBestSeller,
    is_featured: draft.isFeatured,
    is_preferred: draft.isPreferred,
    free_shipping: draft.freeShipping,
    is_flash_deal: draft.isFlashDeal,
    flash_deal_end: draft.isFlashDeal ? manilaInputToIso(draft.flashDealEnd) : null,
    discount_percentage: discountShown ? (numberOrUndefined(draft.discount) ?? null) : null,
    weight_grams: numberOrUndefined(draft.weightGrams),
    specs: Object.fromEntries(
      draft.specs.filter((spec) => spec.name.trim()).map((spec) => [spec.name.trim(), spec.value.trim()]),
    ),
  };
}

export type FieldErrors = Record<string, string>;

/** The same rules the server runs, keyed by field ("price", "variants.1.price"); empty when fine. */
export function validateDraft(draft: ProductDraft, mode: 'add' | 'edit'): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => {
    errors[path] ??= message;
  };
  if (draft.hasVariants && definedAttributes(draft.attributes).defined.length === 0)
    add('attributes', ADMIN_PRODUCT_MESSAGES.defineAttributeFirst);
  if (draft.isFlashDeal && draft.flashDealEnd && !manilaInputToIso(draft.flashDealEnd))
    add('flash_deal_end', 'Flash deal end must be a date and time');
  const payload = draftPayload(draft);
  if (mode === 'add') {
    const result = productCreateSchema.safeParse(payload);
    for (const issue of result.error?.issues ?? []) add(issue.path.join('.'), issue.message);
    // The schema skips the rules across fields while a field is wrong; the form shows them all at once.
    for (const issue of productRuleIssues(payload as ProductRuleInput, { checkEndInFuture: true }))
      add(issue.path.join('.'), issue.message);
    return errors;
  }
  const result = productUpdateSchema.safeParse(payload);
  for (const issue of result.error?.issues ?? []) add(issue.path.join('.'), issue.message);
  if (result.success) {
    const endChanged = draft.isFlashDeal && draft.flashDealEnd !== draft.storedFlashDealEnd;
    for (const issue of productRuleIssues(result.data, { checkEndInFuture: endChanged }))
      add(issue.path.join('.'), issue.message);
  }
  if (!draft.name.trim()) add('name', 'Product name is required');
  if (!draft.categoryId) add('category_id', 'Category is required');
  return errors;
}

/** The multipart body of docs/admin.md#api: text parts, JSON text, image files in parts named images. */
export function draftFormData(draft: ProductDraft, mode: 'add' | 'edit'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(draftPayload(draft))) {
    if (value === undefined) continue;
    form.append(
      name,
      value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value),
    );
  }
  let newIndex = 0;
  const order: (number | string)[] = [];
  for (const image of draft.images) {
    if (image.kind === 'existing') {
      order.push(image.imageId);
    } else {
      form.append('images', image.file, image.file.name);
      order.push(`new:${newIndex++}`);
    }
  }
  form.append('image_order', JSON.stringify(order));
  if (mode === 'edit') form.append('remove_image_ids', JSON.stringify(draft.removedImageIds));
  return form;
}

// ---- list edits ------------------------------------------------------------------------------------

/** Moves an item one place up (-1) or down (+1); the first image is the main one. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function makeMain<T>(items: readonly T[], index: number): T[] {
  const item = items[index];
  if (item === undefined) return [...items];
  return [item, ...items.filter((_, position) => position !== index)];
}

export function newVariant(): VariantDraft {
  return {
    key: nextKey('variant'),
    variantId: null,
    sku: '',
    values: {},
    price: '',
    stock: '0',
    loadedStock: null,
    inOrders: false,
  };
}
