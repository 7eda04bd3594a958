import { lazy } from 'react';

/** The user's own items (tabs, a list, the item form) load on first opening of the drawer. */
export const LazyMyItemsPanel = lazy(() =>
  import('./my-items-panel.tsx').then((m) => ({ default: m.MyItemsPanel })),
);
