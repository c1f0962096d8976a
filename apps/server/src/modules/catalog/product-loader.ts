import type { Product, ProductCard } from '@fengshui/shared/catalog';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outerColumn } from '../../db/outer-column.ts';
import { categories, products } from '../../db/schema/index.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { firstPictureKey } from './first-picture.ts';
import {
  type CardRow,
  type ImageRow,
  type ProductRow,
  toProduct,
  toProductCard,
  type VariantRow,
} from './product-mapper.ts';

/**
 * Everything a product response needs, images and variants included as JSON, so a page of 20 is one
 * round trip to the database rather than one per product or per table.
 */
const productSelection = {
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
  // Microsecond text for the list cursor: a JS Date keeps only milliseconds.
  cursorCreatedAt: sql<string>`to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  images: sql<Omit<ImageRow, 'productId'>[]>`(
    select coalesce(json_agg(json_build_object('storageKey', i.storage_key, 'position', i.position, 'alt', i.alt)
      order by i.position, i.id), '[]'::json)
    from product_images i where i.product_id = ${outerColumn(products.id)})`,
  variants: sql<Omit<VariantRow, 'productId'>[]>`(
    select coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku, 'attributes', v.attributes,
      'priceCentavos', v.price_centavos, 'stock', v.stock, 'imageKey', v.image_key)
      order by v.position, v.id), '[]'::json)
    from product_variants v where v.product_id = ${outerColumn(products.id)})`,
};

/** A select of whole products; callers add where, order and limit. */
export function selectProducts(db: DbOrTx) {
  return db
    .select(productSelection)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

export type LoadedProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number];

export function toProducts(
  rows: readonly LoadedProductRow[],
  storage: MediaStorage,
  now = new Date(),
): Product[] {
  return rows.map((row) => toProduct(row as ProductRow, row.images, row.variants, storage, now));
}

// The outer row named with its table: inside a raw subquery a bare "id" would be the inner table's.
const productId = sql.raw('"products"."id"');

/**
 * Only what a product card shows (docs/catalogue.md#card-view): no description, its first picture, and
 * its variants summed up in one aggregate instead of listed.
 */
const cardSelection = {
  id: products.id,
  slug: products.slug,
  productCode: products.productCode,
  name: products.name,
  categoryId: products.categoryId,
  categoryName: categories.name,
  categorySlug: categories.slug,
  priceCentavos: products.priceCentavos,
  stock: products.stock,
  hasVariants: products.hasVariants,
  isBestSeller: products.isBestSeller,
  isFeatured: products.isFeatured,
  freeShipping: products.freeShipping,
  isFlashDeal: products.isFlashDeal,
  flashDealEnd: products.flashDealEnd,
  discountPercentage: products.discountPercentage,
  itemsSold: products.itemsSold,
  averageRating: products.averageRating,
  reviewCount: products.reviewCount,
  weightGrams: products.weightGrams,
  createdAt: products.createdAt,
  cursorCreatedAt: productSelection.cursorCreatedAt,
  imageKey: firstPictureKey(productId),
  // [count, cheapest, dearest, stock]: one pass over the product's variants.
  variantSummary: sql<[number, number | null, number | null, number | null]>`(
    select json_build_array(count(*), min(v.price_centavos), max(v.price_centavos), sum(v.stock))
    from product_variants v where v.product_id = ${productId})`,
};

/** A select of product cards; callers add where, order and limit. */
export function selectProductCards(db: DbOrTx) {
  return db
    .select(cardSelection)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

export type LoadedCardRow = Awaited<ReturnType<ReturnType<typeof selectProductCards>['execute']>>[number];

export function toProductCards(
  rows: readonly LoadedCardRow[],
  storage: MediaStorage,
  now = new Date(),
): ProductCard[] {
  return rows.map((row) => {
    const [count, minCentavos, maxCentavos, stock] = row.variantSummary;
    return toProductCard(
      row as CardRow,
      row.imageKey,
      { count: Number(count), minCentavos, maxCentavos, stock: Number(stock ?? 0) },
      storage,
      now,
    );
  });
}
