import { lazyWithAntd } from '../../../lib/antd/lazy-with-antd.tsx';
import { withTexts } from '../../../lib/i18n/with-texts.ts';

/**
 * The item form (antd Form, the markdown editor) loads on first opening, not with the page; with
 * antd's scope, as the list pages draw without antd (decision 034), and its texts (decision 037).
 */
export const LazyItemFormModal = lazyWithAntd(
  withTexts(['directoryForm', 'robotForm', 'markdown'], () =>
    import('./item-form-modal.tsx').then((m) => m.ItemFormModal),
  ),
);
