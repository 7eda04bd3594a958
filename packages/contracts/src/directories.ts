import { z } from 'zod';
import { category } from './dict.ts';
import { DirectoryLimits, isWebUrl, type DirectoryKind } from './directory-rules.ts';
import { endpoint } from './endpoint.ts';
import { listOf, paging, publicPaging } from './envelope.ts';
import { FieldReason } from './errors.ts';
import { Limits } from './limits.ts';
import { headportraitUrlSchema, robotSort } from './robots.ts';

const R = FieldReason;
const requiredText = (max: number) =>
  z.string(R.required).trim().min(1, R.required).max(max, R.tooLong);
const markdown = (max: number) =>
  z.string(R.required).trim().min(1, R.required).max(max, R.tooLong);
const webUrl = z
  .string(R.required)
  .trim()
  .min(1, R.required)
  .max(DirectoryLimits.url, R.tooLong)
  .refine(isWebUrl, R.invalidFormat);
const categoryIds = (max: number) =>
  z
    .array(z.number(R.invalidValue).int(R.invalidValue).min(1, R.invalidValue), R.required)
    .min(1, R.required)
    .max(max, R.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, R.invalidValue);

export const aiToolFields = z.object({
  image: headportraitUrlSchema,
  name: requiredText(DirectoryLimits.aitool.name),
  intro: requiredText(DirectoryLimits.aitool.intro),
  url: webUrl,
  categories: categoryIds(DirectoryLimits.aitool.categories),
  detail: markdown(DirectoryLimits.aitool.detail),
});
export const articleFields = z.object({
  cover: headportraitUrlSchema,
  title: requiredText(DirectoryLimits.article.title),
  categories: categoryIds(DirectoryLimits.article.categories),
  content: markdown(DirectoryLimits.article.content),
});
export const xkyFields = z.object({
  cover: headportraitUrlSchema,
  title: requiredText(DirectoryLimits.xky.title),
  intro: requiredText(DirectoryLimits.xky.intro),
  categories: categoryIds(DirectoryLimits.xky.categories),
  content: markdown(DirectoryLimits.xky.content),
  url: z.preprocess((v) => (v === '' || v === null ? undefined : v), webUrl.optional()),
});
export type AiToolFields = z.input<typeof aiToolFields>;
export type ArticleFields = z.input<typeof articleFields>;
export type XkyFields = z.input<typeof xkyFields>;

const uuidField = z.uuid(R.invalidFormat);

/** What every item answers besides its kind's fields. Counters and flags are the server's. */
const itemCommon = z.object({
  uuid: z.string(),
  ownerUUID: z.string(),
  ownerNickname: z.string(),
  categories: z.array(z.number().int()),
  viewCount: z.number().int(),
  favoriteCount: z.number().int(),
  isFavorite: z.boolean(),
  /** set by a superuser: a hidden item is 10404 for all but its owner and superusers */
  hidden: z.boolean(),
  /** set by a superuser: AI tools shown in the featured row */
  featured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const aiToolItem = itemCommon.extend({
  image: z.string(),
  name: z.string(),
  intro: z.string(),
  url: z.string(),
  detail: z.string(),
});
export const articleItem = itemCommon.extend({
  cover: z.string(),
  title: z.string(),
  content: z.string(),
});
export const xkyItem = itemCommon.extend({
  cover: z.string(),
  title: z.string(),
  intro: z.string(),
  content: z.string(),
  url: z.string().nullable(),
});
export type AiToolItem = z.infer<typeof aiToolItem>;
export type ArticleItem = z.infer<typeof articleItem>;
export type XkyItem = z.infer<typeof xkyItem>;

/** Lists carry cards: the item without its long markdown (an article card has a plain excerpt). */
export const aiToolCard = aiToolItem.omit({ detail: true });
export const articleCard = articleItem.omit({ content: true }).extend({ excerpt: z.string() });
export const xkyCard = xkyItem.omit({ content: true });
export type AiToolCard = z.infer<typeof aiToolCard>;
export type ArticleCard = z.infer<typeof articleCard>;
export type XkyCard = z.infer<typeof xkyCard>;

const optionalQuery = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());

/** `sort`: `favorites`, `traffic` (views) or `latest`, as in the robot square. */
export const directorySearchQuery = publicPaging.extend({
  keyword: optionalQuery(z.string().trim().max(DirectoryLimits.keyword, R.tooLong)),
  category: optionalQuery(z.coerce.number().int().min(1, R.invalidValue)),
  sort: robotSort.default('favorites'),
});
export type DirectorySearchQuery = z.input<typeof directorySearchQuery>;

export const directoryUuidParams = z.object({ uuid: uuidField });
export const directoryFavoriteBody = z.object({
  uuid: uuidField,
  favorite: z.boolean(R.invalidValue),
});
export const directoryFavoriteResult = z.object({
  favorite: z.boolean(),
  favoriteCount: z.number().int(),
});
/** Superusers only: either flag may be left out to keep it. */
export const directoryFlagsBody = z.object({
  uuid: uuidField,
  hidden: z.boolean(R.invalidValue).optional(),
  featured: z.boolean(R.invalidValue).optional(),
});
export const directoryFlags = z.object({ hidden: z.boolean(), featured: z.boolean() });
export const watchResult = z.object({ viewCount: z.number().int() });

/** The calls one kind answers; the AI-tool kind adds hot and featured lists. */
function kindApi<F extends z.ZodObject, I extends z.ZodType, C extends z.ZodType>(
  kind: DirectoryKind,
  fields: F,
  item: I,
  card: C,
) {
  const base = `/api/${kind}`;
  return {
    submit: endpoint({
      method: 'POST',
      path: `${base}/submit`,
      body: fields,
      data: z.object({ uuid: z.string() }),
      successCode: 201,
    }),
    editing: endpoint({
      method: 'POST',
      path: `${base}/editing`,
      body: fields.extend({ uuid: uuidField }),
      data: z.null(),
    }),
    detail: endpoint({
      method: 'GET',
      path: `${base}/detail/{uuid}`,
      params: directoryUuidParams,
      data: item,
    }),
    search: endpoint({
      method: 'GET',
      path: `${base}/search`,
      query: directorySearchQuery,
      data: listOf(card),
    }),
    category: endpoint({ method: 'GET', path: `${base}/category`, data: listOf(category) }),
    favorite: endpoint({
      method: 'POST',
      path: `${base}/favorite`,
      body: directoryFavoriteBody,
      data: directoryFavoriteResult,
    }),
    favorites: endpoint({
      method: 'GET',
      path: `${base}/favorites/get`,
      query: paging(Limits.list.maxLimit),
      data: listOf(card),
    }),
    mine: endpoint({
      method: 'GET',
      path: `${base}/mine`,
      query: paging(Limits.list.maxLimit),
      data: listOf(card),
    }),
    watch: endpoint({
      method: 'POST',
      path: `${base}/watch/{uuid}`,
      params: directoryUuidParams,
      data: watchResult,
    }),
    flags: endpoint({
      method: 'POST',
      path: `${base}/flags`,
      body: directoryFlagsBody,
      data: directoryFlags,
    }),
  };
}

export const aiToolApi = {
  ...kindApi('aitool', aiToolFields, aiToolItem, aiToolCard),
  hot: endpoint({
    method: 'GET',
    path: '/api/aitool/hot/get',
    query: publicPaging,
    data: listOf(aiToolCard),
  }),
  featured: endpoint({
    method: 'GET',
    path: '/api/aitool/featured/get',
    query: publicPaging,
    data: listOf(aiToolCard),
  }),
};
export const articleApi = kindApi('article', articleFields, articleItem, articleCard);
export const xkyApi = kindApi('xky', xkyFields, xkyItem, xkyCard);

/** Per kind, for code that serves or shows all three the same way. */
export const directoryApis = { aitool: aiToolApi, article: articleApi, xky: xkyApi } as const;
