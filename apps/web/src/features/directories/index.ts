/** The directories feature's public surface (AI tools, articles, industry applications). */
import { lazy } from 'react';
export { kinds, type KindDescriptor } from './kinds.ts';
export { useDirectoryCategories } from './api/get-categories.ts';
export { useDirectoryItemQuery } from './api/get-item.ts';
export { useSearchItemsQuery } from './api/search-items.ts';
export { useFeaturedToolsQuery } from './api/get-featured-tools.ts';
export { useHotToolsQuery } from './api/get-hot-tools.ts';

// Code-split: each page loads when it is first opened.
export const DirectoryListPage = lazy(() =>
  import('./browse/directory-list-page.tsx').then((m) => ({ default: m.DirectoryListPage })),
);
export const DirectoryDetailPage = lazy(() =>
  import('./browse/directory-detail-page.tsx').then((m) => ({ default: m.DirectoryDetailPage })),
);
