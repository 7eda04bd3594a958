/** The directories feature's public surface (AI tools, articles, industry applications). */
import { lazy } from 'react';
import { lazyWithAntd } from '../../lib/antd/lazy-with-antd.tsx';
import { withTexts } from '../../lib/i18n/with-texts.ts';
export { kinds, type KindDescriptor } from './kinds.ts';
export { useDirectoryCategories } from './api/get-categories.ts';
export { useDirectoryItemQuery } from './api/get-item.ts';
export { useSearchItemsQuery } from './api/search-items.ts';
export { useFeaturedToolsQuery } from './api/get-featured-tools.ts';
export { useHotToolsQuery } from './api/get-hot-tools.ts';

// Code-split: each page loads when it is first opened, with its texts (decision 037). The list and
// detail pages draw without antd (decision 034): their dialogs bring it when they open.
export const DirectoryListPage = lazy(
  withTexts(['directories'], () =>
    import('./browse/directory-list-page.tsx').then((m) => ({ default: m.DirectoryListPage })),
  ),
);
export const DirectoryDetailPage = lazy(
  withTexts(['directories', 'share'], () =>
    import('./browse/directory-detail-page.tsx').then((m) => ({ default: m.DirectoryDetailPage })),
  ),
);

// The manage side: the user's submissions and favourites, and the item form (loaded on first opening).
export type { ItemFormTarget } from './manage/use-item-form.ts';
/** The item form, to submit or (for its owner) edit an item of a kind; loads on first rendering. */
export { LazyItemFormModal as ItemFormModal } from './manage/lazy-item-form-modal.ts';
export const MyItemsPage = lazyWithAntd(
  withTexts(['directoryForm', 'directories'], () =>
    import('./manage/my-items-page.tsx').then((m) => m.MyItemsPage),
  ),
);
