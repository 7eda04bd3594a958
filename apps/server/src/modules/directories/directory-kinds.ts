import {
  DirectoryLimits,
  type DataOf,
  type directoryApis,
  type DirectoryKind,
  type ErrorKeyValue,
} from '@robot/contracts';
import type { z } from 'zod';
import { normalizeForSearch } from '../../lib/search/search-terms.ts';
import { commonOf, type DirectoryCardRow, type DirectoryColumns } from './directory-rows.ts';
import { excerptOf, markdownToText } from './markdown-text.ts';
import { urlKey } from './url-key.ts';

type Api<K extends DirectoryKind> = (typeof directoryApis)[K];

/** A kind's types, read off its calls in the contract, so the engine and the routes agree on them. */
export type FieldsOf<K extends DirectoryKind> = z.output<NonNullable<Api<K>['submit']['body']>>;
/** the contract's edit body is the submit fields plus the item's uuid */
export type EditOf<K extends DirectoryKind> = FieldsOf<K> & { uuid: string };
export type ItemOf<K extends DirectoryKind> = DataOf<Api<K>['detail']>;
export type CardOf<K extends DirectoryKind> = DataOf<Api<K>['search']>['list'][number];

/** What tells one kind from another; the engine (directories.service.ts) does the rest. */
export interface DirectoryKindSpec<K extends DirectoryKind> {
  kind: K;
  /** the 10404 message of a missing item */
  notFound: ErrorKeyValue;
  /** the kind's fields onto the shared columns (title, intro, image, url, body) */
  columns(fields: FieldsOf<K>): Omit<DirectoryColumns, 'excerpt' | 'search_text'>;
  card(row: DirectoryCardRow): CardOf<K>;
  item(row: DirectoryCardRow & { body: string }): ItemOf<K>;
}

/** The derived columns: the excerpt for cards and the normalised text search matches against. */
export function withDerived(
  columns: Omit<DirectoryColumns, 'excerpt' | 'search_text'>,
): DirectoryColumns {
  return {
    ...columns,
    excerpt: excerptOf(columns.body, DirectoryLimits.excerpt),
    search_text: normalizeForSearch(
      [columns.title, columns.intro, markdownToText(columns.body)].join('\n'),
    ),
  };
}

const aitool: DirectoryKindSpec<'aitool'> = {
  kind: 'aitool',
  notFound: 'errors.aiToolNotFound',
  columns: (f) => ({
    title: f.name,
    intro: f.intro,
    image: f.image,
    url: f.url,
    // the contract admits http(s) urls only, which always have a key
    url_key: urlKey(f.url),
    body: f.detail,
  }),
  card: (row) => ({
    ...commonOf(row),
    image: row.image,
    name: row.title,
    intro: row.intro,
    url: row.url ?? '',
  }),
  item: (row) => ({ ...aitool.card(row), detail: row.body }),
};

const article: DirectoryKindSpec<'article'> = {
  kind: 'article',
  notFound: 'errors.articleNotFound',
  columns: (f) => ({
    title: f.title,
    intro: '',
    image: f.cover,
    url: null,
    url_key: null,
    body: f.content,
  }),
  card: (row) => ({ ...commonOf(row), cover: row.image, title: row.title, excerpt: row.excerpt }),
  item: (row) => {
    const { excerpt: _excerpt, ...card } = article.card(row);
    return { ...card, content: row.body };
  },
};

const xky: DirectoryKindSpec<'xky'> = {
  kind: 'xky',
  notFound: 'errors.xkyNotFound',
  columns: (f) => ({
    title: f.title,
    intro: f.intro,
    image: f.cover,
    url: f.url ?? null,
    url_key: null,
    body: f.content,
  }),
  card: (row) => ({
    ...commonOf(row),
    cover: row.image,
    title: row.title,
    intro: row.intro,
    url: row.url,
  }),
  item: (row) => ({ ...xky.card(row), content: row.body }),
};

export const directoryKinds = { aitool, article, xky } as const;
