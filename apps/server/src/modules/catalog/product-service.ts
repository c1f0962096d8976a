import type {
  Product,
  ProductCard,
  ProductCardListResponse,
  ProductListQuery,
  ProductListResponse,
  ProductView,
} from '@fengshui/shared/catalog';
import { HOME_SECTION_LIMIT, NEW_ARRIVAL_DAYS } from '@fengshui/shared/constants';
import { and, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { products } from '../../db/schema/index.ts';
import { NotFound } from '../../domain/errors.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { imageUrls } from '../media/index.ts';
import { resolveCategoryScope } from './category-service.ts';
import { firstPictureKey } from './first-picture.ts';
import {
  type LoadedCardRow,
  type LoadedProductRow,
  selectProductCards,
  selectProducts,
  toProductCards,
  toProducts,
} from './product-loader.ts';
import { normaliseSearchText, productMatches, resolveSearchQuery } from './product-search.ts';
import { rankedSearch, searchPageSql } from './search-ranking.ts';

const isActive = eq(products.status, 'active');
// The same written into a prepared statement's text: as a parameter, a generic plan cannot prove the
// partial list indexes' `status = 'active'`, and sorted the whole table instead of walking one.
const activeWrittenIn = sql`${products.status} = 'active'`;

// The outer row named with its table: inside a raw subquery a bare "id" would be the inner table's.
const productId = sql.raw('"products"."id"');

/**
 * The price a card shows, in centavos: the cheapest variant's (or the product's), less a live flash
 * deal's percentage (docs/catalogue.md#prices-and-discounts).
 */
const shownPriceCentavos = sql`(coalesce(
    (select min(v.price_centavos) from product_variants v where v.product_id = ${productId}),
    ${products.priceCentavos})
  * (100 - case when ${products.isFlashDeal}
      and (${products.flashDealEnd} is null or ${products.flashDealEnd} > now())
      then coalesce(${products.discountPercentage}, 0) else 0 end) / 100.0)`;

const SORT_ORDERS: Record<Exclude<ProductListQuery['sort'], 'newest'>, SQL[]> = {
  price_asc: [sql`${shownPriceCentavos} asc`],
  price_desc: [sql`${shownPriceCentavos} desc`],
  best_selling: [desc(products.itemsSold)],
};

/** Whole products or cards, as the list asked: one query either way, with each row's list cursor. */
async function loadList(
  db: DbOrTx,
  storage: MediaStorage,
  view: ProductView,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  now = new Date(),
  offset = 0,
): Promise<{ products: Product[] | ProductCard[]; cursors: { createdAt: string; id: number }[] }> {
  if (view === 'card') {
    const rows = await selectProductCards(db)
      .where(and(isActive, where))
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return {
      products: toProductCards(rows, storage, now),
      cursors: rows.map((row) => ({ createdAt: row.cursorCreatedAt, id: row.id })),
    };
  }
  const rows = await selectProducts(db)
    .where(and(isActive, where))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return {
    products: toProducts(rows, storage, now),
    cursors: rows.map((row) => ({ createdAt: row.cursorCreatedAt, id: row.id })),
  };
}

/**
 * `loadList` as a named prepared statement (db/prepared.ts), for a filter and order whose values are
 * all placeholders: one text for every request, which a connection parses and plans once. On PGlite
 * that planning cost more than running the statement
 * (docs/decisions/008-api-performance.md#sixth-pass-search-statements-prepared-once-2026-11-26).
 * `limit` is a placeholder too, or a number written into the text (and the name): with `LIMIT $1`
 * PostgreSQL's generic plan of a list expects a tenth of the table, so it never chose that plan and
 * planned every run anew.
 */
async function loadPreparedList(
  db: DbOrTx,
  storage: MediaStorage,
  view: ProductView,
  name: string,
  shape: () => { where: SQL; orderBy: SQL[] },
  limit: number | 'placeholder',
  values: object,
  now = new Date(),
): Promise<{ products: Product[] | ProductCard[]; cursors: { createdAt: string; id: number }[] }> {
  const statement = limit === 'placeholder' ? `${name}_${view}` : `${name}_${view}_${limit}`;
  // Drizzle sends a number given to limit() as a parameter, and writes an SQL value in as it is.
  const limitSql =
    limit === 'placeholder'
      ? sql.placeholder('limit')
      : (sql.raw(String(Math.trunc(limit))) as unknown as number);
  const rows =
    view === 'card'
      ? await prepared(db, statement, (on) => {
          const { where, orderBy } = shape();
          return selectProductCards(on)
            .where(and(activeWrittenIn, where))
            .orderBy(...orderBy)
            .limit(limitSql)
            .prepare(statement);
        }).execute(values as Record<string, unknown>)
      : await prepared(db, statement, (on) => {
          const { where, orderBy } = shape();
          return selectProducts(on)
            .where(and(activeWrittenIn, where))
            .orderBy(...orderBy)
            .limit(limitSql)
            .prepare(statement);
        }).execute(values as Record<string, unknown>);
  return {
    products:
      view === 'card'
        ? toProductCards(rows as LoadedCardRow[], storage, now)
        : toProducts(rows as LoadedProductRow[], storage, now),
    cursors: rows.map((row) => ({ createdAt: row.cursorCreatedAt, id: row.id })),
  };
}

const NEWEST_FIRST = [desc(products.createdAt), desc(products.id)];

/** The list's most asked shapes, newest first with no filter: the first page, and a page after a cursor. */
const plainList = () => ({ where: sql`true`, orderBy: NEWEST_FIRST });
const plainListAfter = () => ({
  where: sql`(${products.createdAt}, ${products.id}) < (${sql.placeholder('cursorCreatedAt')}::timestamptz, ${sql.placeholder('cursorId')}::int)`,
  orderBy: NEWEST_FIRST,
});

/** docs/catalogue.md#product-data: the paged list, newest first, with a (created_at, id) cursor. */
export async function listProducts(
  db: DbOrTx,
  storage: MediaStorage,
  query: ProductListQuery,
): Promise<ProductListResponse | ProductCardListResponse> {
  const conditions: SQL[] = [];
  if (query.category)
    conditions.push(inArray(products.categoryId, await resolveCategoryScope(db, query.category)));
  if (query.cursorCreatedAt !== undefined && query.cursorId !== undefined) {
    conditions.push(
      sql`(${products.createdAt}, ${products.id}) < (${query.cursorCreatedAt}::timestamptz, ${query.cursorId})`,
    );
  }
  const search = normaliseSearchText(query.search);
  if (search) {
    const resolved = await resolveSearchQuery(db, search);
    if (!resolved) return { products: [], pagination: { hasNextPage: false, nextCursor: null } };
    conditions.push(productMatches(resolved));
  }
  // docs/catalogue.md#sorting-and-filters: on the price shown, after a live flash deal's discount.
  if (query.minPrice !== undefined)
    conditions.push(sql`${shownPriceCentavos} >= ${Math.round(query.minPrice * 100)}`);
  if (query.maxPrice !== undefined)
    conditions.push(sql`${shownPriceCentavos} <= ${Math.round(query.maxPrice * 100)}`);
  if (query.inStock) conditions.push(gt(products.stock, 0));

  if (query.sort !== 'newest') {
    // Another order than newest first pages by number: a (created_at, id) cursor does not follow it.
    const page = query.page ?? 1;
    const { products: found } = await loadList(
      db,
      storage,
      query.view,
      and(...conditions),
      [...SORT_ORDERS[query.sort], desc(products.id)],
      query.limit + 1,
      new Date(),
      (page - 1) * query.limit,
    );
    const hasNextPage = found.length > query.limit;
    return {
      products: found.slice(0, query.limit),
      pagination: { hasNextPage, nextCursor: null, nextPage: hasNextPage ? page + 1 : null },
    } as ProductListResponse | ProductCardListResponse;
  }
  const after = query.cursorCreatedAt !== undefined && query.cursorId !== undefined;
  // Nothing but the cursor filters the page: one of the two fixed statements of the plain list.
  const plain = conditions.length === (after ? 1 : 0);
  const { products: found, cursors } = plain
    ? await loadPreparedList(
        db,
        storage,
        query.view,
        after ? 'list_after' : 'list',
        after ? plainListAfter : plainList,
        query.limit + 1,
        { cursorCreatedAt: query.cursorCreatedAt, cursorId: query.cursorId },
      )
    : await loadList(db, storage, query.view, and(...conditions), NEWEST_FIRST, query.limit + 1);
  const hasNextPage = found.length > query.limit;
  const last = cursors[query.limit - 1];
  return {
    products: found.slice(0, query.limit),
    pagination: { hasNextPage, nextCursor: hasNextPage && last ? last : null },
  } as ProductListResponse | ProductCardListResponse;
}

async function listWhere(
  db: DbOrTx,
  storage: MediaStorage,
  view: ProductView,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  now = new Date(),
): Promise<Product[] | ProductCard[]> {
  return (await loadList(db, storage, view, where, orderBy, limit, now)).products;
}

/** Products created in the last 30 days, newest first (docs/catalogue.md#limits). */
export async function listNewArrivals(
  db: DbOrTx,
  storage: MediaStorage,
  limit = HOME_SECTION_LIMIT,
  view: ProductView = 'full',
): Promise<Product[] | ProductCard[]> {
  const since = new Date(Date.now() - NEW_ARRIVAL_DAYS * 24 * 60 * 60 * 1000);
  return listWhere(
    db,
    storage,
    view,
    gt(products.createdAt, since),
    [desc(products.createdAt), desc(products.id)],
    limit,
  );
}

/**
 * The home page's Best Sellers (and its featured ticker): the products the owner marked Featured, most
 * sold first. The Best seller mark is the badge on a product's card and page.
 */
export async function listBestSellers(
  db: DbOrTx,
  storage: MediaStorage,
  limit = HOME_SECTION_LIMIT,
  view: ProductView = 'full',
): Promise<Product[] | ProductCard[]> {
  return listWhere(
    db,
    storage,
    view,
    eq(products.isFeatured, true),
    [desc(products.itemsSold), desc(products.id)],
    limit,
  );
}

/** Live flash deals, soonest ending first; a deal drops out the moment its end time passes. */
export async function listFlashDeals(
  db: DbOrTx,
  storage: MediaStorage,
  limit = HOME_SECTION_LIMIT,
  view: ProductView = 'full',
): Promise<Product[] | ProductCard[]> {
  const now = new Date();
  return listWhere(
    db,
    storage,
    view,
    and(eq(products.isFlashDeal, true), or(isNull(products.flashDealEnd), gt(products.flashDealEnd, now))),
    [sql`${products.flashDealEnd} asc nulls last`, desc(products.id)],
    limit,
    now,
  );
}

/** One product; an archived one only for the admin, who may open it to edit (docs/admin.md#products). */
export async function getProduct(
  db: DbOrTx,
  storage: MediaStorage,
  id: number,
  options: { includeArchived?: boolean } = {},
): Promise<Product> {
  const rows = options.includeArchived
    ? await selectProducts(db).where(eq(products.id, id)).limit(1)
    : // The product page of every visit the cache does not answer: prepared once (db/prepared.ts).
      await prepared(db, 'product_page', (on) =>
        selectProducts(on)
          .where(and(isActive, eq(products.id, sql.placeholder('id'))))
          .limit(1)
          .prepare('product_page'),
      ).execute({ id });
  const [product] = toProducts(rows, storage);
  if (!product) throw new NotFound('Product not found', 'PRODUCT_NOT_FOUND');
  return product;
}

/** The main image URL of a product (docs/catalogue.md#api). */
export async function getProductImageUrl(
  db: DbOrTx,
  storage: MediaStorage,
  id: number,
): Promise<string | null> {
  const [row] = await db
    .select({ id: products.id, imageKey: firstPictureKey(products.id) })
    .from(products)
    .where(and(eq(products.id, id), isActive));
  if (!row) throw new NotFound('Product not found', 'PRODUCT_NOT_FOUND');
  return row.imageKey ? imageUrls(storage, row.imageKey).url : null;
}

/** Relevance-ordered search that forgives typos; blank text finds nothing rather than everything. */
export async function searchProducts(
  db: DbOrTx,
  storage: MediaStorage,
  text: string,
  limit: number,
  view: ProductView = 'full',
): Promise<Product[] | ProductCard[]> {
  const search = normaliseSearchText(text);
  const ranked = search ? await rankedSearch(db, search, limit) : null;
  if (!ranked) return [];
  const withOlder = ranked.values.short > 0;
  const page = await loadPreparedList(
    db,
    storage,
    view,
    withOlder ? 'search_page_older' : 'search_page',
    () => {
      const { candidates, order } = searchPageSql(sql.placeholder, withOlder);
      return { where: candidates, orderBy: order };
    },
    'placeholder',
    ranked.values,
  );
  return page.products;
}
