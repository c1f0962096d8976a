import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { type ResolvedSearch, resolvedQueriesSql } from './product-search.ts';

/**
 * How many of the newest products a search looks through before it reads older matches from the
 * full-text index. Large enough that a common word (one product in 25 or more) fills a page from
 * them, small enough that looking costs about a millisecond (docs/decisions/008-api-performance.md).
 */
export const SEARCH_WINDOW = 500;

/** The three queries of a search as SQL values (tsquery), constants or columns of a CTE. */
interface TierQueries {
  exact: SQL;
  whole: SQL;
  query: SQL;
}

/**
 * docs/catalogue.md#product-search: the rank of a match, 1 (best) to 6. As typed (or in another
 * spelling) before every word corrected before any correction; within each, in the name before only
 * in the description. The name is the vector's weight A (the generated search_vector).
 */
function tierOf(vector: SQL, { exact, whole, query }: TierQueries): SQL<number> {
  const name = sql`ts_filter(${vector}, '{a}')`;
  return sql<number>`(case
    when ${vector} @@ ${exact} then case when ${name} @@ ${exact} then 1 else 2 end
    when ${vector} @@ ${whole} then case when ${name} @@ ${whole} then 3 else 4 end
    when ${name} @@ ${query} then 5 else 6 end)`;
}

const TIERS = 6;

/**
 * The full-text query whose matches hold every product of rank `tier` or better: what the GIN index
 * reads for the older matches. Ranks 1-2 are matches of exact, 3-4 of exact or whole, 5-6 of query
 * (which holds the other two).
 */
function indexQueryUpTo(tier: number, search: RankedSearch): string {
  if (tier <= 2) return search.exact;
  if (tier <= 4) return `(${search.exact}) | (${search.whole})`;
  return search.query;
}

export interface RankedSearch extends ResolvedSearch {
  /** Every typed word as typed or, when no product name holds it, corrected: "obsidian bracelet". */
  whole: string;
}

interface WindowRow {
  exact: string;
  whole: string;
  query: string;
  window_size: number;
  edge_created_at: string | null;
  edge_id: number | null;
  hit_ids: number[] | null;
  hit_tiers: number[] | null;
}

/**
 * The products a search answers, best first: rank (`tierOf`), then newest first. Two statements, and
 * neither reads every match of a common word (ranking every match cost 110 ms at 100,000 products):
 *
 * 1. With the queries resolved, the newest SEARCH_WINDOW products are walked on the list index and
 *    each match ranked. A rank that has `limit` matches there needs nothing older: every older
 *    product of that rank or worse is beaten by them.
 * 2. The page is loaded: the best of those matches, and, when the best ranks up to some `m` have
 *    fewer than `limit` matches in the window, the older products of rank `m` or better, found through
 *    the GIN index (few, or the window would have held more) and sorted by rank.
 *
 * Null when nothing searchable is left (only stop words or punctuation). `window` is for tests.
 */
export async function rankedSearch(
  db: DbOrTx,
  text: string,
  limit: number,
  window = SEARCH_WINDOW,
): Promise<{ search: RankedSearch; candidates: SQL; order: SQL[] } | null> {
  const [row] = await queryRows<WindowRow>(
    db,
    sql`
    with resolved as (${resolvedQueriesSql(text)}),
    recent as (
      select p.id, p.created_at, p.search_vector from products p where p.status = 'active'
      order by p.created_at desc, p.id desc limit ${window}
    ),
    hits as (
      select recent.id, recent.created_at, ${tierOf(sql`recent.search_vector`, {
        exact: sql`resolved.exact`,
        whole: sql`resolved.whole`,
        query: sql`resolved.query`,
      })} as tier
      from recent, resolved where recent.search_vector @@ resolved.query
    )
    select resolved.exact::text as exact, resolved.whole::text as whole, resolved.query::text as query,
      (select count(*)::int from recent) as window_size,
      (select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from recent
        order by created_at, id limit 1) as edge_created_at,
      (select id from recent order by created_at, id limit 1) as edge_id,
      (select array_agg(id order by tier, created_at desc, id desc) from hits) as hit_ids,
      (select array_agg(tier order by tier, created_at desc, id desc) from hits) as hit_tiers
    from resolved`,
  );
  if (!row?.query.trim()) return null;
  const search: RankedSearch = {
    exact: row.exact.trim() ? row.exact : "''",
    whole: row.whole.trim() ? row.whole : "''",
    query: row.query,
  };
  const constants: TierQueries = {
    exact: sql`${search.exact}::tsquery`,
    whole: sql`${search.whole}::tsquery`,
    query: sql`${search.query}::tsquery`,
  };
  const hitIds = row.hit_ids ?? [];
  const hitTiers = row.hit_tiers ?? [];
  // The worst rank whose window matches (that rank or better) are fewer than a page.
  let short = 0;
  if (row.window_size >= window && row.edge_id !== null) {
    for (let tier = 1; tier <= TIERS; tier++) {
      if (hitTiers.filter((hit) => hit <= tier).length < limit) short = tier;
    }
  }
  // An array literal as one parameter: Drizzle would spread a JS array into a row of parameters.
  const best = sql`select unnest(${`{${hitIds.slice(0, limit).join(',')}}`}::int[])`;
  const olderVector = sql.raw('p.search_vector');
  const older =
    short === 0
      ? null
      : sql`(select p.id from products p
          where p.status = 'active' and p.search_vector @@ ${indexQueryUpTo(short, search)}::tsquery
            and (p.created_at, p.id) < (${row.edge_created_at}::timestamptz, ${row.edge_id})
            and ${tierOf(olderVector, constants)} <= ${short}
          order by ${tierOf(olderVector, constants)}, p.created_at desc, p.id desc
          limit ${limit})`;
  return {
    search,
    candidates: sql`${products.id} in (${older ? sql`${best} union all ${older}` : best})`,
    order: [
      sql`${tierOf(sql`${products.searchVector}`, constants)}`,
      sql`${products.createdAt} desc`,
      sql`${products.id} desc`,
    ],
  };
}
