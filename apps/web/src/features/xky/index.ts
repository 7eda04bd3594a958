import { lazy } from 'react';
import { withTexts } from '../../lib/i18n/with-texts.ts';

/**
 * The industry-application page (/xky): the showcase above the list; loads when first opened. Drawn
 * without antd, as the list under it (decision 034).
 */
export const XkyPage = lazy(
  withTexts(['xky'], () => import('./xky-page.tsx').then((m) => ({ default: m.XkyPage }))),
);
