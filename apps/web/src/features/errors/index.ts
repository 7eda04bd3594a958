/** The error pages' public surface. */
import { lazy } from 'react';

// Bundled with the shell: it must show even when loading a page's chunk failed.
export { RouteErrorPage } from './route-error-page.tsx';
export { ToNotFound } from './to-not-found.tsx';

// Drawn without antd (decision 034): a mistyped link is often a first visit.
export const NotFoundPage = lazy(() =>
  import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);
export const ForbiddenPage = lazy(() =>
  import('./forbidden-page.tsx').then((m) => ({ default: m.ForbiddenPage })),
);
