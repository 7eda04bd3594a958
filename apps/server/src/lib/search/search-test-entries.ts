import type { IndexQuery, SearchEntry, SearchIndex } from './search-index.ts';
import { normalizeForSearch } from './search-terms.ts';

/** Builders the engine's tests share: ids, entries and queries with sensible defaults. */
export const id = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function entry(n: number, text: string, over: Partial<SearchEntry> = {}): SearchEntry {
  return {
    id: id(n),
    searchText: normalizeForSearch(text),
    categories: [1],
    favoriteCount: 0,
    traffic: 0,
    createdAt: `2026-01-01T00:00:${String(n).padStart(2, '0')}.000Z`,
    ...over,
  };
}

export const query = (over: Partial<IndexQuery> = {}): IndexQuery => ({
  terms: [],
  sort: 'latest',
  skip: 0,
  limit: 20,
  ...over,
});

export const find = (index: SearchIndex, terms: string[], over: Partial<IndexQuery> = {}) =>
  index.search(query({ terms, ...over }));
