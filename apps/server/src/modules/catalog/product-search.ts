import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/**
 * The full-text query a search runs, as tsquery text: the words as typed, OR each word replaced by
 * the most similar word of any product name ("braclet" -> "bracelet"). The correction reads only the
 * small search_words table through its trigram index. Resolved once, before the product query, so
 * the planner sees a constant and can use the GIN index. Null when nothing searchable is left
 * (only stop words or punctuation).
 */
export async function resolveSearchQuery(db: DbOrTx, text: string): Promise<string | null> {
  const [row] = await queryRows<{ query: string }>(
    db,
    sql`
    select (websearch_to_tsquery('english', ${text}) || coalesce((
      select plainto_tsquery('english', string_agg(best.word, ' '))
      from (
        select distinct on (typed.part) known.word
        from regexp_split_to_table(lower(${text}), '[^[:alnum:]]+') as typed(part)
        join search_words known on known.word % typed.part
        where length(typed.part) >= 3
        order by typed.part, similarity(known.word, typed.part) desc, known.word
      ) best
    ), ''::tsquery))::text as query`,
  );
  const query = row?.query ?? '';
  return query.trim() ? query : null;
}

export function productMatches(tsquery: string): SQL {
  return sql`${products.searchVector} @@ ${tsquery}::tsquery`;
}

export function searchRank(tsquery: string): SQL<number> {
  return sql<number>`ts_rank(${products.searchVector}, ${tsquery}::tsquery)`;
}

/** Search text as people type it: trimmed, inner runs of white space folded. */
export function normaliseSearchText(text: string | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ');
}
