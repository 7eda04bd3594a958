import type { AiToolFields, ArticleFields, XkyFields } from '@robot/contracts';

/**
 * A demo item is the form a user would send, with its picture named by a file of `images/` (copied
 * into storage under the same name at seed time), plus what only the server sets: the counters that
 * give the sorts and the hot list different orders, the featured flag and an age that spreads the
 * creation times over the last weeks. Each item is in one language, as the demo robots are.
 */
export interface DemoExtras {
  featured?: boolean;
  views: number;
  favorites: number;
  ageHours: number;
}

export type DemoAiTool = AiToolFields & DemoExtras;
export type DemoArticle = ArticleFields & DemoExtras;
export type DemoXky = Omit<XkyFields, 'url'> & { url?: string } & DemoExtras;
