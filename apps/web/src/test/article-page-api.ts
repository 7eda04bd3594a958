import { articleApi } from '@robot/contracts/client';
import type { ArticleItem } from '@robot/contracts';
import { directoryCategories } from './directory-fixtures.ts';
import { handle, serve, unanswered } from './msw.ts';

/** What an article's page asks of the API: the article, its kind's categories, and its view count. */
export const serveArticlePage = (article: ArticleItem): void =>
  serve(
    handle(articleApi.detail, () => article),
    handle(articleApi.category, () => ({ list: directoryCategories, total: 2 })),
    handle(articleApi.watch, () => ({ viewCount: 11 })),
    unanswered,
  );
