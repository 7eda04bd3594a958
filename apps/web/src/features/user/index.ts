/** The user feature's public surface: other features and the app shell import from here only. */
import { lazyWithAntd } from '../../lib/antd/lazy-with-antd.tsx';
import { withTexts } from '../../lib/i18n/with-texts.ts';

export { UserAvatar } from './user-avatar.tsx';
export { UsagePanel } from './usage-panel.tsx';
export type { MyDrawerTab } from './my-drawer.tsx';

// Opened from the menu only, so they load on first use rather than with every page's header.
export const MyDrawer = lazyWithAntd(
  withTexts(['robotForm', 'robots'], () => import('./my-drawer.tsx').then((m) => m.MyDrawer)),
);
export const CreditsHistoryModal = lazyWithAntd(() =>
  import('./credits-history-modal.tsx').then((m) => m.CreditsHistoryModal),
);
