/** The error pages' public surface. */
import { lazyWithAntd } from '../../lib/antd/lazy-with-antd.tsx';

// Bundled with the shell: it must show even when loading a page's chunk failed.
export { RouteErrorPage } from './route-error-page.tsx';

export const NotFoundPage = lazyWithAntd(() =>
  import('./not-found-page.tsx').then((m) => m.NotFoundPage),
);
export const ForbiddenPage = lazyWithAntd(() =>
  import('./forbidden-page.tsx').then((m) => m.ForbiddenPage),
);
