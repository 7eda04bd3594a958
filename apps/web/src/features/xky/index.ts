import { lazyWithAntd } from '../../lib/antd/lazy-with-antd.tsx';

/** The industry-application page (/xky): the showcase above the list; loads when first opened. */
export const XkyPage = lazyWithAntd(() => import('./xky-page.tsx').then((m) => m.XkyPage));
