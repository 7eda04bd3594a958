/** The coming-soon page's public surface. */
import { lazy } from 'react';

export type { ComingSection } from './coming-soon-page.tsx';

export const ComingSoonPage = lazy(() =>
  import('./coming-soon-page.tsx').then((m) => ({ default: m.ComingSoonPage })),
);
