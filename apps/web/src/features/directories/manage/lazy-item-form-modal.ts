import { lazy } from 'react';

/** The item form (antd Form, the markdown editor) loads on first opening, not with the page. */
export const LazyItemFormModal = lazy(() =>
  import('./item-form-modal.tsx').then((m) => ({ default: m.ItemFormModal })),
);
