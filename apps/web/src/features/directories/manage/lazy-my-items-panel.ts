import { lazy } from 'react';
import { withTexts } from '../../../lib/i18n/with-texts.ts';

/** The user's own items (tabs, a list, the item form) load on first opening of the drawer. */
export const LazyMyItemsPanel = lazy(
  withTexts(['directoryForm', 'directories'], () =>
    import('./my-items-panel.tsx').then((m) => ({ default: m.MyItemsPanel })),
  ),
);
