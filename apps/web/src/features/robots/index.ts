/** The robots feature's public surface: other features and the app shell import from here only. */
import { lazy } from 'react';

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
export const RobotListPage = lazy(() =>
  import('./browse/robot-list-page.tsx').then((m) => ({ default: m.RobotListPage })),
);
export const RobotDetailPage = lazy(() =>
  import('./browse/robot-detail-page.tsx').then((m) => ({ default: m.RobotDetailPage })),
);
