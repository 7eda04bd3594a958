/** What the in-memory index (search-index.ts) holds of each entry. */

/** What search needs of one listed item (a public robot, a directory item that is not hidden). */
export interface SearchEntry {
  id: string;
  /** normalised text (search-terms.ts `normalizeForSearch`): lines never let a term span two */
  searchText: string;
  /** the entry matches a category filter naming any of these */
  categories: readonly number[];
  favoriteCount: number;
  /** what the `traffic` sort orders by (robots: views + chats; directory items: views) */
  traffic: number;
  createdAt: string;
}

const singles = new Map<number, readonly number[]>();

/**
 * `[category]` as one shared, frozen array per category, for sources whose items have exactly one
 * (robots): 100,000 entries then hold a handful of arrays, not 100,000.
 */
export function oneCategory(category: number): readonly number[] {
  let list = singles.get(category);
  if (!list) singles.set(category, (list = Object.freeze([category])));
  return list;
}

/** An entry as the index keeps it: its text is in `SearchTexts`, not on the entry. */
export type Stored = Omit<SearchEntry, 'searchText'>;

/** Only the fields search reads besides the text (a row read from the database carries more). */
export const compact = (e: SearchEntry): Stored => ({
  id: e.id,
  categories: e.categories,
  favoriteCount: e.favoriteCount,
  traffic: e.traffic,
  createdAt: e.createdAt,
});

export const sameCategories = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((c, i) => c === b[i]);
