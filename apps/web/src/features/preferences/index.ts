/** The preferences feature's public surface. */
import { lazyWithAntd } from '../../lib/antd/lazy-with-antd.tsx';

// Opened from the menu only, so it loads on first use.
export const PreferencesModal = lazyWithAntd(() =>
  import('./preferences-modal.tsx').then((m) => m.PreferencesModal),
);
