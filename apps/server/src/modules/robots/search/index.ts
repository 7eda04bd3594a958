/**
 * Robot search, one unit (decision 005): the in-memory index of public robots (search-index.ts and
 * its postings, match cache and top-k), its loading and refresh from the database
 * (search-index-sync.ts, search-source.ts) and the finished list pages for visitors (list-pages.ts).
 * The rest of the robots module uses it through what this file exports.
 */
export { RobotSearchIndex, type IndexHits, type IndexQuery } from './search-index.ts';
export { startSearchIndexSync, type SearchSyncOptions } from './search-index-sync.ts';
export { createSearchSource } from './search-source.ts';
export { createListPages, type ListPages, type RobotLists } from './list-pages.ts';
