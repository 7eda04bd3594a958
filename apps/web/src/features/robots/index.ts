/** The robots feature's public surface: other features and the app shell import from here only. */
import { lazy } from 'react';
import { lazyWithAntd } from '../../lib/antd/lazy-with-antd.tsx';

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

// Code-split: each page loads when it is first opened.
// The square draws without antd (decision 034): its dialogs bring antd when they open.
export const RobotListPage = lazy(() =>
  import('./browse/robot-list-page.tsx').then((m) => ({ default: m.RobotListPage })),
);
export const RobotDetailPage = lazyWithAntd(() =>
  import('./browse/robot-detail-page.tsx').then((m) => m.RobotDetailPage),
);
