import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

// The navbar search over the content tables (accounts-content.md 2 "Search"). These tables hold tens of
// rows, not thousands, so a cheap combination is enough: every typed word as a prefix against the
// generated search_vector ("feng shu" finds "Feng Shui"), or a title close to the text as typed
// ("palmstry" finds "Palmistry") by trigram word similarity.

/** Word similarity from which a title counts as a typo of the text. */
const TITLE_SIMILARITY = 0.5;
const MAX_WORDS = 8;

/** The typed words as a tsquery text of prefixes ("feng:* & shu:*"); null when no word is left. */
export function prefixQueryText(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS)
    .map((word) => `${word.slice(0, 40)}:*`);
  return words.length > 0 ? words.join(' & ') : null;
}

export interface ContentSearch {
  where: SQL;
  rank: SQL<number>;
}

/** The condition and ranking of a search of `text` over a table's search vector and title. */
export function contentSearch(searchVector: AnyColumn, title: AnyColumn, text: string): ContentSearch | null {
  const typed = text.trim().replace(/\s+/g, ' ').slice(0, 200).toLowerCase();
  const prefixes = prefixQueryText(typed);
  if (!prefixes) return null;
  const tsquery = sql`to_tsquery('english', ${prefixes})`;
  // Trigrams need three letters to say anything; shorter text only matches as a prefix.
  const similar =
    typed.length >= 3 ? sql`word_similarity(${typed}, lower(${title})) >= ${TITLE_SIMILARITY}` : sql`false`;
  return {
    where: sql`(${searchVector} @@ ${tsquery} or ${similar})`,
    rank: sql<number>`(ts_rank(${searchVector}, ${tsquery}) + word_similarity(${typed}, lower(${title})))`,
  };
}
