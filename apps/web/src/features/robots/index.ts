/** The robots feature's public surface: other features and the app shell import from here only. */
import { lazy } from 'react';
import { withTexts } from '../../lib/i18n/with-texts.ts';

export {
  RobotActionsContext,
  RobotActionsProvider,
  useRobotActions,
  type RobotActions,
  type RobotRef,
} from './manage/robot-actions.tsx';
export { RobotPortrait } from './components/robot-portrait.tsx';
export { VisibilityBadge } from './components/visibility-badge.tsx';
export { splitGuideWords } from './browse/guide-words.ts';
export { useRobotSimpleQuery } from './api/get-robot-simple.ts';
export { useFavoriteRobotsQuery } from './api/get-favorite-robots.ts';
export { useMyRobotsQuery } from './api/get-my-robots.ts';

// Code-split: each page loads when it is first opened, with its texts (decision 037).
// The square draws without antd (decision 034): its dialogs bring antd when they open.
export const RobotListPage = lazy(
  withTexts(['robots'], () =>
    import('./browse/robot-list-page.tsx').then((m) => ({ default: m.RobotListPage })),
  ),
);
// The robot's page draws without antd too (round 35); its owner's dialogs bring antd when they open.
export const RobotDetailPage = lazy(
  withTexts(['robots', 'share'], () =>
    import('./browse/robot-detail-page.tsx').then((m) => ({ default: m.RobotDetailPage })),
  ),
);
