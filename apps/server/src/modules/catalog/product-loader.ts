import { asc, eq, inArray } from 'drizzle-orm';
import type { Product } from '@fengshui/shared/catalog';
import type { DbOrTx } from '../../db/client.ts';
import { categories, productImages, products, productVariants } from '../../db/schema/index.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { type ImageRow, type ProductRow, toProduct, type VariantRow } from './product-mapper.ts';

export const productColumns = {
  id: products.id,
  slug: products.slug,
  productCode: products.productCode,
  name: products.name,
  description: products.description,
  categoryId: products.categoryId,
  categoryName: categories.name,
  categorySlug: categories.slug,
  priceCentavos: products.priceCentavos,
  stock: products.stock,
  baseStock: products.baseStock,
  hasVariants: products.hasVariants,
  isBestSeller: products.isBestSeller,
  isFeatured: products.isFeatured,
  isPreferred: products.isPreferred,
  freeShipping: products.freeShipping,
  isFlashDeal: products.isFlashDeal,
  flashDealEnd: products.flashDealEnd,
  discountPercentage: products.discountPercentage,
  itemsSold: products.itemsSold,
  averageRating: products.averageRating,
  reviewCount: products.reviewCount,
  weightGrams: products.weightGrams,
  specs: products.specs,
  createdAt: products.createdAt,
};

/**
 * Loads whole products for the given ids, in that order, with three queries whatever the count
 * (products, their images, their variants), so a page of 20 never costs 41 round trips.
 */
export async function loadProducts(
  db: DbOrTx,
  storage: MediaStorage,
  ids: readonly number[],
  now = new Date(),
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const idList = [...ids];
  const [rows, imageRows, variantRows] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, idList)),
    db
      .select({
        productId: productImages.productId,
        storageKey: productImages.storageKey,
        position: productImages.position,
        alt: productImages.alt,
      })
      .from(productImages)
      .where(inArray(productImages.productId, idList))
      .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id)),
    db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        sku: productVariants.sku,
        attributes: productVariants.attributes,
        priceCentavos: productVariants.priceCentavos,
        stock: productVariants.stock,
        imageKey: productVariants.imageKey,
      })
      .from(productVariants)
      .where(inArray(productVariants.productId, idList))
      .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id)),
  ]);

  const imagesByProduct = groupBy<ImageRow>(imageRows);
  const variantsByProduct = groupBy<VariantRow>(variantRows);
  const byId = new Map(rows.map((row) => [row.id, row as ProductRow]));
  const result: Product[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row) result.push(toProduct(row, imagesByProduct.get(id) ?? [], variantsByProduct.get(id) ?? [], storage, now));
  }
  return result;
}

function groupBy<T extends { productId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.productId);
    if (group) group.push(row);
    else groups.set(row.productId, [row]);
  }
  return groups;
}
