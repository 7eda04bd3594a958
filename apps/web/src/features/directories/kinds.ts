import type {
  AiToolCard,
  AiToolItem,
  ArticleCard,
  ArticleItem,
  DirectoryKind,
  XkyCard,
  XkyItem,
} from '@robot/contracts';
import { paths } from '../../lib/paths.ts';

export type DirectoryCard = AiToolCard | ArticleCard | XkyCard;
export type DirectoryItem = AiToolItem | ArticleItem | XkyItem;

/** What the shared directory pages need to know of a kind: where its pages are and how to read it. */
export interface KindDescriptor {
  kind: DirectoryKind;
  listPath: string;
  minePath: string | null;
  detailPath: (uuid: string) => string;
  infoPath: (uuid: string) => string;
  /** the item's name (AI tool) or title */
  titleOf: (item: DirectoryCard | DirectoryItem) => string;
  /** the image (AI tool) or cover */
  imageOf: (item: DirectoryCard | DirectoryItem) => string;
  /** the one-line intro, or an article's excerpt */
  summaryOf: (item: DirectoryCard | DirectoryItem) => string;
  /** the markdown body: detail or content ('' on cards) */
  bodyOf: (item: DirectoryCard | DirectoryItem) => string;
  /** the outside address, if the kind has one */
  urlOf: (item: DirectoryCard | DirectoryItem) => string | null;
}

const field = (item: object, key: string): string => {
  const value = (item as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
};

export const kinds: Record<DirectoryKind, KindDescriptor> = {
  aitool: {
    kind: 'aitool',
    listPath: paths.aiToolList,
    minePath: paths.myAiToolList,
    detailPath: paths.aiToolDetail,
    infoPath: paths.aiToolInfo,
    titleOf: (i) => field(i, 'name'),
    imageOf: (i) => field(i, 'image'),
    summaryOf: (i) => field(i, 'intro'),
    bodyOf: (i) => field(i, 'detail'),
    urlOf: (i) => field(i, 'url') || null,
  },
  article: {
    kind: 'article',
    listPath: paths.articleList,
    minePath: paths.myArticleList,
    detailPath: paths.articleDetail,
    infoPath: paths.articleInfo,
    titleOf: (i) => field(i, 'title'),
    imageOf: (i) => field(i, 'cover'),
    summaryOf: (i) => field(i, 'excerpt'),
    bodyOf: (i) => field(i, 'content'),
    urlOf: () => null,
  },
  xky: {
    kind: 'xky',
    listPath: paths.xky,
    minePath: null,
    detailPath: paths.xkyDetail,
    infoPath: paths.xkyInfo,
    titleOf: (i) => field(i, 'title'),
    imageOf: (i) => field(i, 'cover'),
    summaryOf: (i) => field(i, 'intro'),
    bodyOf: (i) => field(i, 'content'),
    urlOf: (i) => field(i, 'url') || null,
  },
};
