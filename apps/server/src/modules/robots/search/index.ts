/**
 * Robot search, one unit (decision 005): the generic in-memory engine of lib/search (decision 009)
 * filled from the robots table (search-source.ts: public robots, each in its one category) and the
 * finished list pages for visitors (list-pages.ts). The rest of the robots module uses it through
 * what this file exports.
 */
export { SearchIndex, type IndexHits, type IndexQuery } from '../../../lib/search/search-index.ts';
export { startSearchSync, type SearchSyncOptions } from '../../../lib/search/search-sync.ts';
export { createSearchSource } from './search-source.ts';
export { createListPages, type ListPages, type RobotLists } from './list-pages.ts';
