import type {
  AdminProduct,
  AdminProductList,
  AdminProductListQuery,
} from '@fengshui/shared/admin-product-reads';
import { centavosToPesos } from '@fengshui/shared/money';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outerColumn } from '../../db/outer-column.ts';
import { categories, orderItems, productImages, products, productVariants } from '../../db/schema/index.ts';
import { NotFound } from '../../domain/errors.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { imageUrls } from '../media/index.ts';
import { resolveCategoryScope } from './category-service.ts';
import { firstPictureKey } from './first-picture.ts';

const productInOrders = sql<boolean>`exists (select 1 from ${orderItems} where ${orderItems.productId} = ${outerColumn(products.id)})`;

function likeTerm(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const SORT_COLUMNS = {
  created: products.createdAt,
  name: products.name,
  code: products.productCode,
  category: categories.name,
  price: products.priceCentavos,
  stock: products.stock,
} as const;

/** The table's order: the chosen column either way, the id last so pages never overlap. */
function sortOf(query: Pick<AdminProductListQuery, 'sort' | 'dir'>): SQL[] {
  const by = query.dir === 'asc' ? asc : desc;
  return [by(SORT_COLUMNS[query.sort]), by(products.id)];
}

/** The admin table: archived products too, searched by name, code or SKU, by the chosen column. */
export async function listProductsForAdmin(
  db: DbOrTx,
  storage: MediaStorage,
  query: AdminProductListQuery,
): Promise<AdminProductList> {
  const conditions: (SQL | undefined)[] = [];
  if (query.status !== 'all') conditions.push(eq(products.status, query.status));
  if (query.category !== undefined)
    conditions.push(inArray(products.categoryId, await resolveCategoryScope(db, String(query.category))));
  if (query.search) {
    const term = likeTerm(query.search);
    conditions.push(
      or(
        ilike(products.name, term),
        ilike(products.productCode, term),
        sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${outerColumn(products.id)} and ${productVariants.sku} ilike ${term})`,
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        productCode: products.productCode,
        name: products.name,
        categoryId: products.categoryId,
        categoryName: categories.name,
        priceCentavos: products.priceCentavos,
        maxVariantCentavos: sql<
          number | null
        >`(select max(${productVariants.priceCentavos}) from ${productVariants} where ${productVariants.productId} = ${outerColumn(products.id)})`,
        variantCount: sql<number>`(select count(*)::int from ${productVariants} where ${productVariants.productId} = ${outerColumn(products.id)})`,
        stock: products.stock,
        status: products.status,
        hasVariants: products.hasVariants,
        isFlashDeal: products.isFlashDeal,
        discountPercentage: products.discountPercentage,
        imageKey: firstPictureKey(products.id),
        inOrders: productInOrders,
        createdAt: products.createdAt,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...sortOf(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(products).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    products: rows.map((row) => {
      const price = centavosToPesos(row.priceCentavos);
      const variantCount = Number(row.variantCount);
      return {
        product_id: row.id,
        product_code: row.productCode,
        name: row.name,
        category_id: row.categoryId,
        category_name: row.categoryName,
        price,
        max_price:
          row.hasVariants && row.maxVariantCentavos !== null
            ? centavosToPesos(Number(row.maxVariantCentavos))
            : price,
        stock: row.stock,
        status: row.status,
        has_variants: row.hasVariants && variantCount > 0,
        variant_count: variantCount,
        image_url: row.imageKey ? imageUrls(storage, row.imageKey).url : null,
        is_flash_deal: row.isFlashDeal,
        discount_percentage: row.discountPercentage,
        in_orders: Boolean(row.inOrders),
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    }),
    page: query.page,
    total: totalCount,
    total_pages: Math.max(1, Math.ceil(totalCount / query.limit)),
  };
}

/** One product as stored, archived or not, for the edit form. */
export async function productForAdmin(db: DbOrTx, storage: MediaStorage, id: number): Promise<AdminProduct> {
  const [row] = await db
    .select({ product: products, categoryName: categories.name, inOrders: productInOrders })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  if (!row) throw new NotFound('Product not found', 'PRODUCT_NOT_FOUND');
  const [images, variants] = await Promise.all([
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select({
        variant: productVariants,
        inOrders: sql<boolean>`exists (select 1 from ${orderItems} where ${orderItems.variantId} = ${outerColumn(productVariants.id)})`,
      })
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
  ]);
  const { product } = row;
  return {
    product_id: product.id,
    product_code: product.productCode,
    slug: product.slug,
    name: product.name,
    description: product.description,
    category_id: product.categoryId,
    category_name: row.categoryName,
    price: centavosToPesos(product.priceCentavos),
    stock: product.stock,
    has_variants: product.hasVariants && variants.length > 0,
    variants: variants.map(({ variant, inOrders }) => ({
      variant_id: variant.id,
      sku: variant.sku,
      attributes: variant.attributes,
      price: centavosToPesos(variant.priceCentavos),
      stock: variant.stock,
      in_orders: Boolean(inOrders),
    })),
    images: images.map((image, index) => ({
      image_id: image.id,
      ...imageUrls(storage, image.storageKey),
      position: index,
    })),
    is_best_seller: product.isBestSeller,
    is_featured: product.isFeatured,
    is_preferred: product.isPreferred,
    free_shipping: product.freeShipping,
    is_flash_deal: product.isFlashDeal,
    flash_deal_end: product.flashDealEnd?.toISOString() ?? null,
    discount_percentage: product.discountPercentage,
    weight_grams: product.weightGrams,
    specs: product.specs,
    status: product.status,
    in_orders: Boolean(row.inOrders),
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}
