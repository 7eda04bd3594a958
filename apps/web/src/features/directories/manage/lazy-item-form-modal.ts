import { lazyWithAntd } from '../../../lib/antd/lazy-with-antd.tsx';

/**
 * The item form (antd Form, the markdown editor) loads on first opening, not with the page; with
 * antd's scope, as the list pages draw without antd (decision 034).
 */
export const LazyItemFormModal = lazyWithAntd(() =>
  import('./item-form-modal.tsx').then((m) => m.ItemFormModal),
);
