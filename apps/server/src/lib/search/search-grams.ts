/**
 * The pieces in-memory search indexes (robots, directories): every distinct character and every pair of adjacent characters of
 * the (already normalised) search text, leaving out any that hold whitespace (query terms never do).
 * A term of one or two characters is then one exact lookup, and a longer term can only occur where all
 * of its pairs do, so the index narrows the rows and LIKE confirms the few that remain. This works
 * for Chinese without a word segmenter, which trigram indexes cannot do for one- and two-character
 * queries.
 *
 * The in-memory search index (search-index.ts) uses these. The token helpers below
 * served migration 004's SQL indexes, which 007 drops; they stay because 004 still runs on a fresh
 * database (SQLite calls `searchGramTokens` as a registered function).
 */
export function searchGrams(text: string): string[] {
  const chars = [...text];
  const grams = new Set<string>();
  for (let i = 0; i < chars.length; i += 1) {
    const a = chars[i]!;
    if (/\s/.test(a)) continue;
    grams.add(a);
    const b = chars[i + 1];
    if (b !== undefined && !/\s/.test(b)) grams.add(a + b);
  }
  return [...grams];
}

/** The grams every text containing `term` has: the term itself up to two characters, else its pairs. */
export function termGrams(term: string): string[] {
  const chars = [...term];
  if (chars.length <= 2) return [term];
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) pairs.add(chars[i]! + chars[i + 1]!);
  return [...pairs];
}

const hex = (ch: string): string => ch.codePointAt(0)!.toString(16).padStart(6, '0');

/**
 * A gram as a token SQLite's FTS5 keeps whole: code points in hex behind a letter telling singles
 * from pairs, so punctuation, `%` or `_` in a gram cannot split it or change the query.
 */
export const gramToken = (gram: string): string =>
  `${[...gram].length === 1 ? 'u' : 'b'}${[...gram].map(hex).join('')}`;

/** The FTS5 document of a search text (SQLite's `robot_search_grams` function). */
export const searchGramTokens = (text: string): string =>
  searchGrams(text).map(gramToken).join(' ');

/** The FTS5 query for a term: all of its grams (whitespace between tokens means AND). */
export const termGramQuery = (term: string): string => termGrams(term).map(gramToken).join(' ');
