import { lazyWithAntd } from '../../lib/antd/lazy-with-antd.tsx';
import { withTexts } from '../../lib/i18n/with-texts.ts';

/** The industry-application page (/xky): the showcase above the list; loads when first opened. */
export const XkyPage = lazyWithAntd(
  withTexts(['xky'], () => import('./xky-page.tsx').then((m) => m.XkyPage)),
);
