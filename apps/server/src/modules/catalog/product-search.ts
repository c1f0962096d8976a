import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

// How close a misspelt word must be to a word of a product name ("braclet" -> "Bracelet").
const TYPO_SIMILARITY = '0.45';

/**
 * Full-text match on name and description, or a trigram word match on the name for typos.
 * Must run inside `withTypoTolerance`, which sets the trigram threshold for the transaction.
 */
export function productMatches(text: string): SQL {
  return sql`(${products.searchVector} @@ websearch_to_tsquery('english', ${text}) or ${text} <% ${products.name})`;
}

export function searchRank(text: string): SQL<number> {
  return sql<number>`(ts_rank(${products.searchVector}, websearch_to_tsquery('english', ${text})) + word_similarity(${text}, ${products.name}))`;
}

/** Runs `work` in a transaction whose `<%` operator uses the shop's typo threshold (index-backed). */
export function withTypoTolerance<T>(db: DbOrTx, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${TYPO_SIMILARITY}, true)`);
    return work(tx);
  });
}

/** Search text as people type it: trimmed, inner runs of white space folded. */
export function normaliseSearchText(text: string | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ');
}
