import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
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
  /** The exact query OR each unknown word replaced by the most similar word of a product name. */
  query: string;
}

/**
 * The full-text queries a search runs, as tsquery text. The typo correction reads only the small
 * search_words table through its trigram index, and only for words no product name holds (a real
 * word is never "corrected" into another). Resolved once, before the product query, so the planner
 * sees constants and can use the GIN index (docs/decisions/008-api-performance.md). Null when nothing
 * searchable is left (only stop words or punctuation).
 */
export async function resolveSearchQuery(db: DbOrTx, text: string): Promise<ResolvedSearch | null> {
  const variants = spellingVariants(text);
  const exact = sql.join(
    variants.map((variant) => sql`websearch_to_tsquery('english', ${variant})`),
    sql` || `,
  );
  const [row] = await queryRows<{ exact: string; query: string }>(
    db,
    sql`
    with exact as (select (${exact}) as q)
    select exact.q::text as exact, (exact.q || coalesce((
      select plainto_tsquery('english', string_agg(best.word, ' '))
      from (
        select distinct on (typed.part) known.word
        from regexp_split_to_table(lower(${text}), '[^[:alnum:]]+') as typed(part)
        join search_words known on known.word % typed.part
        where length(typed.part) >= 3
          and similarity(known.word, typed.part) >= ${TYPO_SIMILARITY}
          and not exists (select 1 from search_words same where same.word = typed.part)
        order by typed.part, similarity(known.word, typed.part) desc, known.word
      ) best
    ), ''::tsquery))::text as query
    from exact`,
  );
  const query = row?.query ?? '';
  if (!query.trim()) return null;
  return { exact: row?.exact.trim() ? row.exact : "''", query };
}

export function productMatches(search: ResolvedSearch): SQL {
  return sql`${products.searchVector} @@ ${search.query}::tsquery`;
}

/** Exact and other-spelling matches first, typo corrections after them, each by full-text rank. */
export function searchOrder(search: ResolvedSearch): SQL[] {
  return [
    sql`(${products.searchVector} @@ ${search.exact}::tsquery) desc`,
    sql`ts_rank(${products.searchVector}, ${search.query}::tsquery) desc`,
  ];
}

/** Search text as people type it: trimmed, inner runs of white space folded. */
export function normaliseSearchText(text: string | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ');
}
