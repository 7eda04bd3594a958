import { lazy } from 'react';

/** The industry-application page (/xky): the showcase above the list; loads when first opened. */
export const XkyPage = lazy(() => import('./xky-page.tsx').then((m) => ({ default: m.XkyPage })));
