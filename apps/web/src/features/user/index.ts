/** The user feature's public surface: other features and the app shell import from here only. */
import { lazy } from 'react';

export { UserAvatar } from './user-avatar.tsx';
export { UsagePanel } from './usage-panel.tsx';
export type { MyDrawerTab } from './my-drawer.tsx';

// Opened from the menu only, so they load on first use rather than with every page's header.
export const MyDrawer = lazy(() =>
  import('./my-drawer.tsx').then((m) => ({ default: m.MyDrawer })),
);
export const CreditsHistoryModal = lazy(() =>
  import('./credits-history-modal.tsx').then((m) => ({ default: m.CreditsHistoryModal })),
);
