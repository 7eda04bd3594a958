/**
 * How search text and keywords are normalised, the same for every in-memory index (robots,
 * directories): NFKC folds full-width letters and digits to ASCII, lowercasing makes English
 * case-insensitive, and a keyword is split on whitespace into words that must all occur.
 */
export const normalizeForSearch = (s: string): string => s.normalize('NFKC').toLowerCase();

const MAX_TERMS = 5;

/** Words of a query, each of which must occur; blank queries have none. */
export function searchTerms(keyword: string | undefined): string[] {
  if (!keyword) return [];
  const words = normalizeForSearch(keyword).split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/**
 * A LIKE pattern finding `text` anywhere (the admin's lists search stored columns with SQL, not the
 * indexes): `%`, `_` and `\` are escaped with `\`, so the query must say `escape '\'`.
 */
export const likeContains = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
