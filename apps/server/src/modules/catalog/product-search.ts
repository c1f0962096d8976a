import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { products } from '../../db/schema/index.ts';

/**
 * docs/catalogue.md#product-search: names a shopper writes several ways. Each group's spellings find
 * one another, across spacing and hyphens ("pixiu", "pi xiu", "pi-xiu", "piyao").
 */
const SPELLINGS: readonly (readonly string[])[] = [
  ['pi xiu', 'pixiu', 'pi yao', 'piyao', 'pi yiu', 'piyiu'],
  ['feng shui', 'fengshui'],
  ['wu lou', 'wulou', 'wu lu', 'hulu'],
  ['bagua', 'ba gua', 'pakua', 'pa kua'],
  ['qilin', 'chi lin', 'kirin', 'kilin'],
];

/** A typo-corrected word must be at least this similar to what was typed ("conch" is no "condo"). */
const TYPO_SIMILARITY = 0.35;

/** The text with hyphens and runs of spaces folded, lower case, so "Pi-Xiu" reads as "pi xiu". */
function foldSpacing(text: string): string {
  return text.toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The text as typed and as written with every other spelling of the names in it (at most one
 * alternative per group, to keep the query small): "pixiu bracelet" -> "pi xiu bracelet", "pi yao
 * bracelet", ... Each becomes a branch of one OR query.
 */
export function spellingVariants(text: string): string[] {
  const folded = foldSpacing(text);
  const variants = new Set([text, folded]);
  for (const group of SPELLINGS) {
    const found = group.find((spelling) => new RegExp(`\\b${spelling}\\b`).test(folded));
    if (!found) continue;
    for (const spelling of group) {
      if (spelling !== found) variants.add(folded.replace(new RegExp(`\\b${found}\\b`, 'g'), spelling));
    }
  }
  return [...variants].slice(0, 12);
}

export interface ResolvedSearch {
  /** What the text matches as typed or in another spelling; these products rank first. */
  exact: string;
  /**
   * What a search finds: the exact query, OR the typed words with each unknown one replaced by the
   * most similar word of a product name, OR those replacements alone.
   */
  query: string;
}

/**
 * One row of the full-text queries a search runs (tsquery columns exact, whole and query), from the
 * search text and its spelling variants (a text[]) given as SQL values: placeholders of a prepared
 * statement. The text never enters the statement, so every search runs the same one and a connection
 * parses and plans it once (docs/decisions/008-api-performance.md#sixth-pass-search-statements-prepared-once-2026-11-26).
 *
 * `exact` ORs the variants' queries in their order (v1 || v2 || ...), a fold over the array. The
 * typo correction reads only the small search_words table through its trigram index, and only for
 * words no product name holds (a real word is never "corrected" into another). `whole` is every
 * typed word, corrected where it was unknown ("obsidian braclet" -> obsidian & bracelet), or `exact`
 * when nothing was corrected.
 */
export function resolvedQueriesSql(text: SQL | Placeholder, variants: SQL | Placeholder): SQL {
  return sql`
    with recursive variant as (
      select websearch_to_tsquery('english', variant.text) as q, variant.position
      from unnest(${variants}::text[]) with ordinality as variant(text, position)
    ),
    folded as (
      select variant.position, variant.q from variant where variant.position = 1
      union all
      select variant.position, folded.q || variant.q
      from folded join variant on variant.position = folded.position + 1
    ),
    exact as (select folded.q from folded order by folded.position desc limit 1),
    typed as (
      select part, position
      from regexp_split_to_table(lower(${text}::text), '[^[:alnum:]]+') with ordinality as typed(part, position)
    ),
    fixes as (
      select distinct on (typed.part) typed.part, known.word
      from typed
      join search_words known on known.word % typed.part
      where length(typed.part) >= 3
        and similarity(known.word, typed.part) >= ${sql.raw(String(TYPO_SIMILARITY))}
        and not exists (select 1 from search_words same where same.word = typed.part)
      order by typed.part, similarity(known.word, typed.part) desc, known.word
    ),
    corrected as (
      select
        case when exists (select 1 from fixes) then websearch_to_tsquery('english', (
          select string_agg(coalesce(fixes.word, typed.part), ' ' order by typed.position)
          from typed left join fixes on fixes.part = typed.part
        )) end as whole,
        (select plainto_tsquery('english', string_agg(fixes.word, ' ')) from fixes) as alone
    )
    select exact.q as exact, coalesce(corrected.whole, exact.q) as whole,
      exact.q || coalesce(corrected.whole, ''::tsquery) || coalesce(corrected.alone, ''::tsquery) as query
    from exact, corrected`;
}

/**
 * The values of `resolvedQueriesSql`'s placeholders `text` and `variants` for a search text: the
 * variants as one array literal, since Drizzle would spread a JS array into a row of parameters.
 */
export function searchTextValues(text: string): { text: string; variants: string } {
  const quoted = spellingVariants(text).map((variant) => `"${variant.replace(/(["\\])/g, '\\$1')}"`);
  return { text, variants: `{${quoted.join(',')}}` };
}

/**
 * The full-text queries a search runs, as tsquery text. Resolved once, before the product query, so
 * the planner sees constants and can use the GIN index (docs/decisions/008-api-performance.md). Null
 * when nothing searchable is left (only stop words or punctuation).
 */
export async function resolveSearchQuery(db: DbOrTx, text: string): Promise<ResolvedSearch | null> {
  const [row] = await preparedSql<{ exact: string; query: string }>(
    db,
    'search_queries',
    sql`select resolved.exact::text as exact, resolved.query::text as query
      from (${resolvedQueriesSql(sql.placeholder('text'), sql.placeholder('variants'))}) resolved`,
  ).execute(searchTextValues(text));
  const query = row?.query ?? '';
  if (!query.trim()) return null;
  return { exact: row?.exact.trim() ? row.exact : "''", query };
}

export function productMatches(search: ResolvedSearch): SQL {
  return sql`${products.searchVector} @@ ${search.query}::tsquery`;
}

/** Search text as people type it: trimmed, inner runs of white space folded. */
export function normaliseSearchText(text: string | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ');
}
