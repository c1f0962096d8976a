import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

// The navbar search over the content tables (docs/content.md#search). These tables hold tens of
// rows, not thousands, so a cheap combination is enough: every typed word as a prefix against the
// generated search_vector ("feng shu" finds "Feng Shui"), or words of the title, category or summary
// close to the text as typed ("palmstry" finds "Palmistry", "dragn" finds "dragon") by trigram word
// similarity. A phrase is compared with whole runs of words (strict word similarity), so "condo" is
// not a likeness of "condition"; a match as typed ranks above a likeness (docs/content.md#search).

/** Trigram similarity from which a typed word counts as a typo of a word of the row ("dragn", "dragon"). */
const WORD_TYPO_SIMILARITY = 0.35;
/** Word similarity from which the whole text counts as a typo of a run of the row's words ("feng shiu"). */
const PHRASE_TYPO_SIMILARITY = 0.5;
/** Trigrams need three letters to say anything; shorter words only match as prefixes. */
const TYPO_MIN_LENGTH = 3;
const MAX_WORDS = 8;

/** The typed words as a tsquery text of prefixes ("feng:* & shu:*"); null when no word is left. */
export function prefixQueryText(text: string): string | null {
  const words = typedWords(text).map((word) => `${word}:*`);
  return words.length > 0 ? words.join(' & ') : null;
}

/** The first words of the text, lower case, each cut to 40 letters. */
function typedWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, 40));
}

export interface ContentSearch {
  where: SQL;
  rank: SQL<number>;
}

/**
 * The condition and ranking of a search of `text` over a table's search vector, with typos forgiven
 * against `typoColumns` (the title first, then short texts such as the category and summary).
 */
export function contentSearch(
  searchVector: AnyColumn,
  typoColumns: [AnyColumn, ...AnyColumn[]],
  text: string,
): ContentSearch | null {
  const typed = text.trim().replace(/\s+/g, ' ').slice(0, 200).toLowerCase();
  const prefixes = prefixQueryText(typed);
  if (!prefixes) return null;
  const tsquery = sql`to_tsquery('english', ${prefixes})`;
  const words = sql`lower(concat_ws(' ', ${sql.join(typoColumns, sql`, `)}))`;
  const title = sql`lower(${typoColumns[0]})`;
  // The text is close to a run of the row's words, or every typed word of three letters or more is
  // close to some word of the row (shorter ones are left to the prefix match). The row's words are
  // few: a title, a category, a summary.
  const checked = typedWords(typed).filter((word) => word.length >= TYPO_MIN_LENGTH);
  const similar =
    checked.length === 0
      ? sql`false`
      : sql`strict_word_similarity(${typed}, ${words}) >= ${PHRASE_TYPO_SIMILARITY} or not exists (
          select 1 from unnest(${`{${checked.join(',')}}`}::text[]) as typed(word)
          where not exists (
            select 1 from regexp_split_to_table(${words}, '[^[:alnum:]]+') as known(word)
            where similarity(known.word, typed.word) >= ${WORD_TYPO_SIMILARITY}
          )
        )`;
  return {
    where: sql`(${searchVector} @@ ${tsquery} or ${similar})`,
    // A match as typed first; then a typo of the title ranks above one of the category or summary.
    rank: sql<number>`((${searchVector} @@ ${tsquery})::int * 10 + ts_rank(${searchVector}, ${tsquery}) + strict_word_similarity(${typed}, ${title}) + strict_word_similarity(${typed}, ${words}) / 2)`,
  };
}
