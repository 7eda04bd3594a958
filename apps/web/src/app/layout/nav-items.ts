import { paths } from '../../lib/paths.ts';

/** The main sections, in header order; `labelKey` lives in the nav namespace. */
export const mainNavItems = [
  { to: paths.robotList, labelKey: 'robotSquare' },
  { to: paths.aiToolList, labelKey: 'aiTools' },
  { to: paths.articleList, labelKey: 'articles' },
  { to: paths.xky, labelKey: 'xky' },
  { to: paths.contact, labelKey: 'contact' },
] as const;
