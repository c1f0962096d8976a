import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { products } from '../../db/schema/index.ts';
import { type ResolvedSearch, resolvedQueriesSql, searchTextValues } from './product-search.ts';

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
 * The first statement: the queries resolved and the newest `window` products ranked. The window is
 * part of its text (a LIMIT the planner knows), so each window size is its own prepared statement;
 * the shop uses only SEARCH_WINDOW, the tests smaller ones.
 */
function windowStatement(db: DbOrTx, window: number) {
  const name = window === SEARCH_WINDOW ? 'search_window' : `search_window_${window}`;
  return preparedSql<WindowRow>(
    db,
    name,
    sql`
    with resolved as (${resolvedQueriesSql(sql.placeholder('text'), sql.placeholder('variants'))}),
    recent as (
      select p.id, p.created_at, p.search_vector from products p where p.status = 'active'
      order by p.created_at desc, p.id desc limit ${sql.raw(String(Math.trunc(window)))}
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
}

/** The values the page of a search is loaded with (see `searchPageSql`). */
export interface SearchPageValues {
  /** The tsquery texts of the three queries. */
  exact: string;
  whole: string;
  query: string;
  /** The best matches among the newest products, as an int[] literal. */
  best: string;
  /** The worst rank whose older matches are read too, 0 for none; then the query the GIN index reads. */
  short: number;
  older: string;
  /** The oldest product looked through: older matches come after it. */
  edgeCreatedAt: string | null;
  edgeId: number | null;
  limit: number;
}

type PageValue = (name: keyof SearchPageValues) => SQL | Placeholder;

/**
 * The second statement's filter and order, one text for every search that reads older matches
 * (`withOlder`, when `short` is above 0) and one for every other: the best matches among the newest
 * products, and the older products of rank `short` or better, found with the GIN index (few, or the
 * window would have held more) and sorted by rank. Two statements rather than one whose older part
 * is switched off by a parameter: PostgreSQL then kept planning the common case anew, whose custom
 * plan dropped that part. `value` gives each value as a placeholder (the prepared statement) or as
 * a bound value.
 */
export function searchPageSql(value: PageValue, withOlder: boolean): { candidates: SQL; order: SQL[] } {
  const queries: TierQueries = {
    exact: sql`${value('exact')}::tsquery`,
    whole: sql`${value('whole')}::tsquery`,
    query: sql`${value('query')}::tsquery`,
  };
  const olderVector = sql.raw('m.search_vector');
  // OFFSET 0 keeps the window's edge out of the scan: in PostgreSQL's generic plan, which cannot
  // see that the edge leaves nearly every product, the edge would be read on products_list_idx
  // beside the GIN index (a bitmap AND over almost the whole list index).
  const older = sql`(select m.id from (
        select p.id, p.created_at, p.search_vector from products p
        where p.status = 'active'
          and p.search_vector @@ ${value('older')}::tsquery
        offset 0) m
      where (m.created_at, m.id) < (${value('edgeCreatedAt')}::timestamptz, ${value('edgeId')}::int)
        and ${tierOf(olderVector, queries)} <= ${value('short')}::int
      order by ${tierOf(olderVector, queries)}, m.created_at desc, m.id desc
      limit ${value('limit')}::int)`;
  return {
    candidates: withOlder
      ? sql`${products.id} in (select unnest(${value('best')}::int[]) union all ${older})`
      : sql`${products.id} in (select unnest(${value('best')}::int[]))`,
    order: [
      sql`${tierOf(sql`${products.searchVector}`, queries)}`,
      sql`${products.createdAt} desc`,
      sql`${products.id} desc`,
    ],
  };
}

/**
 * The products a search answers, best first: rank (`tierOf`), then newest first. Two statements, and
 * neither reads every match of a common word (ranking every match cost 110 ms at 100,000 products):
 *
 * 1. With the queries resolved, the newest SEARCH_WINDOW products are walked on the list index and
 *    each match ranked. A rank that has `limit` matches there needs nothing older: every older
 *    product of that rank or worse is beaten by them.
 * 2. The page is loaded (`searchPageSql` with `values`): the best of those matches, and, when the
 *    best ranks up to some `m` have fewer than `limit` matches in the window, the older products of
 *    rank `m` or better.
 *
 * The statements' texts do not change with the search (the second has two forms), and each is
 * prepared once per connection (db/prepared.ts): on PGlite parsing and planning them cost more than
 * running them. `candidates` and `order` are the second statement's filter and order with the values
 * bound, for a caller that builds its own select. Null when nothing searchable is left (only stop
 * words or punctuation). `window` is for tests.
 */
export async function rankedSearch(
  db: DbOrTx,
  text: string,
  limit: number,
  window = SEARCH_WINDOW,
): Promise<{ search: RankedSearch; values: SearchPageValues; candidates: SQL; order: SQL[] } | null> {
  const [row] = await windowStatement(db, window).execute(searchTextValues(text));
  if (!row?.query.trim()) return null;
  const search: RankedSearch = {
    exact: row.exact.trim() ? row.exact : "''",
    whole: row.whole.trim() ? row.whole : "''",
    query: row.query,
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
  const values: SearchPageValues = {
    ...search,
    best: `{${hitIds.slice(0, limit).join(',')}}`,
    short,
    older: short === 0 ? search.query : indexQueryUpTo(short, search),
    edgeCreatedAt: row.edge_created_at,
    edgeId: row.edge_id,
    limit,
  };
  return { search, values, ...searchPageSql((name) => sql`${values[name]}`, short > 0) };
}
