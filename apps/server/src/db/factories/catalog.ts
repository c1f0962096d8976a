import { pesosToCentavos } from '@fengshui/shared/money';
import type { DbOrTx } from '../client.ts';
import { categories, productImages, products, productVariants } from '../schema/index.ts';

// docs/contributing.md#tests: the seed and the tests build their data with these same factories.

let sequence = 0;
const next = () => ++sequence;

export interface CategoryInput {
  slug?: string;
  name?: string;
  code?: string | null;
  description?: string;
  parentId?: number | null;
  imageKey?: string | null;
  position?: number;
}

export async function createCategory(db: DbOrTx, input: CategoryInput = {}) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({
      slug: input.slug ?? `category-${n}`,
      name: input.name ?? `Category ${n}`,
      code: input.code === undefined ? `C${String(n).padStart(2, '0')}` : input.code,
      description: input.description ?? `Things of category ${n}.`,
      parentId: input.parentId ?? null,
      imageKey: input.imageKey ?? null,
      position: input.position ?? n,
    })
    .returning();
  return row!;
}

export interface VariantInput {
  attributes: Record<string, string>;
  price: number;
  stock: number;
  sku?: string;
  imageKey?: string | null;
}

export interface ProductInput {
  categoryId: number;
  name?: string;
  slug?: string;
  productCode?: string;
  description?: string;
  price?: number;
  stock?: number;
  variants?: VariantInput[];
  imageKeys?: string[];
  isBestSeller?: boolean;
  isFeatured?: boolean;
  isPreferred?: boolean;
  freeShipping?: boolean;
  flashDeal?: { discountPercentage: number; endsAt: Date | null } | null;
  itemsSold?: number;
  averageRating?: number;
  reviewCount?: number;
  weightGrams?: number;
  specs?: Record<string, string>;
  createdAt?: Date;
  status?: 'active' | 'archived';
}

/** A product with its variants and images; price and stock of a variant product follow its variants. */
export async function createProduct(db: DbOrTx, input: ProductInput) {
  const n = next();
  const variants = input.variants ?? [];
  const hasVariants = variants.length > 0;
  const price = hasVariants ? Math.min(...variants.map((variant) => variant.price)) : (input.price ?? 499);
  const stock = hasVariants ? variants.reduce((sum, variant) => sum + variant.stock, 0) : (input.stock ?? 10);
  const slug = input.slug ?? `product-${n}-${Math.random().toString(36).slice(2, 8)}`;
  const [product] = await db
    .insert(products)
    .values({
      slug,
      productCode: input.productCode ?? `P${n}-${slug.slice(-6).toUpperCase()}`,
      name: input.name ?? `Product ${n}`,
      description: input.description ?? `<p>A fine item, number ${n}.</p>`,
      categoryId: input.categoryId,
      priceCentavos: pesosToCentavos(price),
      stock,
      baseStock: stock,
      hasVariants,
      isBestSeller: input.isBestSeller ?? false,
      isFeatured: input.isFeatured ?? false,
      isPreferred: input.isPreferred ?? false,
      freeShipping: input.freeShipping ?? false,
      isFlashDeal: Boolean(input.flashDeal),
      flashDealEnd: input.flashDeal?.endsAt ?? null,
      discountPercentage: input.flashDeal?.discountPercentage ?? null,
      itemsSold: input.itemsSold ?? 0,
      averageRating: input.averageRating ?? 0,
      reviewCount: input.reviewCount ?? 0,
      weightGrams: input.weightGrams ?? 500,
      specs: input.specs ?? {},
      status: input.status ?? 'active',
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning();
  if (hasVariants) {
    await db.insert(productVariants).values(
      variants.map((variant, index) => ({
        productId: product!.id,
        sku: variant.sku ?? `${product!.productCode}-${index + 1}`,
        attributes: variant.attributes,
        priceCentavos: pesosToCentavos(variant.price),
        stock: variant.stock,
        imageKey: variant.imageKey ?? null,
        position: index,
      })),
    );
  }
  const imageKeys = input.imageKeys ?? [];
  if (imageKeys.length > 0) {
    await db.insert(productImages).values(
      imageKeys.map((storageKey, index) => ({
        productId: product!.id,
        storageKey,
        position: index,
        alt: input.name ?? '',
      })),
    );
  }
  return product!;
}
