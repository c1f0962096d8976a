import { and, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { HOME_SECTION_LIMIT, NEW_ARRIVAL_DAYS } from '@fengshui/shared/constants';
import type { Product, ProductListQuery, ProductListResponse } from '@fengshui/shared/catalog';
import type { DbOrTx } from '../../db/client.ts';
import { productImages, products } from '../../db/schema/index.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { NotFound } from '../../http/errors.ts';
import { resolveCategoryScope } from './category-service.ts';
import { imageUrls } from './image-urls.ts';
import { loadProducts } from './product-loader.ts';
import { normaliseSearchText, productMatches, searchRank, withTypoTolerance } from './product-search.ts';

const isActive = eq(products.status, 'active');
// Microsecond text, so the next page starts exactly after the last row (a JS Date keeps only ms).
const createdAtCursor = sql<string>`to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** storefront.md 3: the paged list, newest first, with a (created_at, id) cursor. */
export async function listProducts(
  db: DbOrTx,
  storage: MediaStorage,
  query: ProductListQuery,
): Promise<ProductListResponse> {
  const conditions: SQL[] = [isActive];
  if (query.category) conditions.push(inArray(products.categoryId, await resolveCategoryScope(db, query.category)));
  if (query.cursorCreatedAt !== undefined && query.cursorId !== undefined) {
    conditions.push(
      sql`(${products.createdAt}, ${products.id}) < (${query.cursorCreatedAt}::timestamptz, ${query.cursorId})`,
    );
  }
  const search = normaliseSearchText(query.search);
  const page = async (tx: DbOrTx) =>
    tx
      .select({ id: products.id, createdAt: createdAtCursor })
      .from(products)
      .where(and(...conditions, ...(search ? [productMatches(search)] : [])))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.limit + 1);
  const rows = search ? await withTypoTolerance(db, page) : await page(db);

  const hasNextPage = rows.length > query.limit;
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  return {
    products: await loadProducts(db, storage, pageRows.map((row) => row.id)),
    pagination: {
      hasNextPage,
      nextCursor: hasNextPage && last ? { createdAt: last.createdAt, id: last.id } : null,
    },
  };
}

async function listIds(db: DbOrTx, where: SQL | undefined, orderBy: SQL[], limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(isActive, where))
    .orderBy(...orderBy)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Products created in the last 30 days, newest first (storefront.md 9). */
export async function listNewArrivals(
  db: DbOrTx,
  storage: MediaStorage,
  limit = HOME_SECTION_LIMIT,
): Promise<Product[]> {
  const since = new Date(Date.now() - NEW_ARRIVAL_DAYS * 24 * 60 * 60 * 1000);
  const ids = await listIds(db, gt(products.createdAt, since), [desc(products.createdAt), desc(products.id)], limit);
  return loadProducts(db, storage, ids);
}

export async function listBestSellers(
  db: DbOrTx,
  storage: MediaStorage,
  limit = HOME_SECTION_LIMIT,
): Promise<Product[]> {
  const ids = await listIds(db, eq(products.isBestSeller, true), [desc(products.itemsSold), desc(products.id)], limit);
  return loadProducts(db, storage, ids);
}

/** Live flash deals, soonest ending first; a deal drops out the moment its end time passes. */
export async function listFlashDeals(
  db: DbOrTx,
  storage: MediaStorage,
  limit = HOME_SECTION_LIMIT,
): Promise<Product[]> {
  const now = new Date();
  const ids = await listIds(
    db,
    and(eq(products.isFlashDeal, true), or(isNull(products.flashDealEnd), gt(products.flashDealEnd, now))),
    [sql`${products.flashDealEnd} asc nulls last`, desc(products.id)],
    limit,
  );
  return loadProducts(db, storage, ids, now);
}

export async function getProduct(db: DbOrTx, storage: MediaStorage, id: number): Promise<Product> {
  const [exists] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), isActive));
  const [product] = exists ? await loadProducts(db, storage, [id]) : [];
  if (!product) throw new NotFound('Product not found', 'PRODUCT_NOT_FOUND');
  return product;
}

/** The main image URL of a product (storefront.md 7 "GET /products/{productId}/image"). */
export async function getProductImageUrl(db: DbOrTx, storage: MediaStorage, id: number): Promise<string | null> {
  const [row] = await db
    .select({ id: products.id, imageKey: productImages.storageKey })
    .from(products)
    .leftJoin(productImages, eq(productImages.productId, products.id))
    .where(and(eq(products.id, id), isActive))
    .orderBy(productImages.position, productImages.id)
    .limit(1);
  if (!row) throw new NotFound('Product not found', 'PRODUCT_NOT_FOUND');
  return row.imageKey ? imageUrls(storage, row.imageKey).url : null;
}

/** Relevance-ordered search that forgives typos; blank text finds nothing rather than everything. */
export async function searchProducts(
  db: DbOrTx,
  storage: MediaStorage,
  text: string,
  limit: number,
): Promise<Product[]> {
  const search = normaliseSearchText(text);
  if (!search) return [];
  const ids = await withTypoTolerance(db, async (tx) => {
    const rows = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(isActive, productMatches(search)))
      .orderBy(desc(searchRank(search)), desc(products.id))
      .limit(limit);
    return rows.map((row) => row.id);
  });
  return loadProducts(db, storage, ids);
}
