import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { listOf, paging, publicPaging } from './envelope.ts';
import { FieldReason } from './errors.ts';
import { Limits } from './limits.ts';
import {
  HEADPORTRAIT_URL_MAX,
  isPortraitUrl,
  ROBOT_SEARCH_KEYWORD_MAX,
  ROBOT_SORTS,
} from './robot-rules.ts';

const R = FieldReason;

const requiredText = (max: number) =>
  z.string(R.required).trim().min(1, R.required).max(max, R.tooLong);

export const headportraitUrlSchema = z
  .string(R.required)
  .trim()
  .min(1, R.required)
  .max(HEADPORTRAIT_URL_MAX, R.tooLong)
  .refine(isPortraitUrl, R.invalidFormat);

export const robotVisibilitySchema = z.literal([1, 2], R.invalidValue);
export const robotTypeSchema = z.literal([2, 3], R.invalidValue);

/**
 * The robot form (POST /api/robot/new_or_update). Without `uuid` it creates; with it, it edits that
 * robot. The optional fields have no default here on purpose: on create the server fills the defaults
 * (ROBOT_DEFAULTS, empty texts), on edit a field left out keeps its stored value. Unknown fields
 * (`ownerUUID`, counters...) are dropped by the schema and never stored.
 */
export const robotFormBody = z.object({
  uuid: z.uuid(R.invalidFormat).optional(),
  headportraitUrl: headportraitUrlSchema,
  robotName: requiredText(Limits.robotName),
  keywords: requiredText(Limits.keywords),
  robotIntro: requiredText(Limits.robotIntro),
  robotGuideWords: z.string(R.invalidValue).max(Limits.robotGuideWords, R.tooLong).optional(),
  prompt: z.string(R.invalidValue).max(Limits.prompt, R.tooLong).optional(),
  knowledgeBase: z.string(R.invalidValue).max(Limits.knowledgeBaseField, R.tooLong).optional(),
  robotCatagory: z.number(R.invalidValue).int(R.invalidValue).min(1, R.invalidValue).optional(),
  robotVisibility: robotVisibilitySchema.optional(),
  type: robotTypeSchema.optional(),
});
export type RobotFormBody = z.input<typeof robotFormBody>;

/**
 * A robot as anybody allowed to see it gets it: in lists, on the share page, and from `get` for
 * everyone but its owner. It has no prompt and no knowledge base, and since answers are filtered
 * through this schema, they cannot leak through it.
 */
export const robotCard = z.object({
  uuid: z.string(),
  ownerUUID: z.string(),
  ownerNickname: z.string(),
  headportraitUrl: z.string(),
  robotName: z.string(),
  robotIntro: z.string(),
  robotGuideWords: z.string(),
  robotCatagory: z.number().int(),
  robotVisibility: z.number().int(),
  type: z.number().int(),
  keywords: z.string(),
  viewCount: z.number().int(),
  chatCount: z.number().int(),
  favoriteCount: z.number().int(),
  isFavorite: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RobotCard = z.infer<typeof robotCard>;

/** The owner's view of their robot (GET /api/robot/get/{uuid} by its owner). */
export const robotOwnerView = robotCard.extend({
  prompt: z.string(),
  knowledgeBase: z.string(),
});
export type RobotOwnerView = z.infer<typeof robotOwnerView>;

/** `get` answers the owner view to the owner and the card to anybody else. */
export const robotDetail = z.union([robotOwnerView, robotCard]);
export type RobotDetail = z.infer<typeof robotDetail>;

export const robotUuidParams = z.object({ uuid: z.uuid(R.invalidFormat) });

export const robotSort = z.enum(ROBOT_SORTS, R.invalidValue);
export type RobotSort = z.infer<typeof robotSort>;

const optionalQuery = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());

export const robotSearchQuery = publicPaging.extend({
  keyword: optionalQuery(z.string().trim().max(ROBOT_SEARCH_KEYWORD_MAX, R.tooLong)),
  category: optionalQuery(z.coerce.number().int().min(1, R.invalidValue)),
  sort: robotSort.default('favorites'),
});
export type RobotSearchQuery = z.input<typeof robotSearchQuery>;

export const robotMineQuery = paging(Limits.list.mineMaxLimit).extend({
  ownerUUID: z.string(R.required).min(1, R.required).max(64, R.tooLong),
});
export type RobotMineQuery = z.input<typeof robotMineQuery>;

export const promptUpdateBody = z.object({
  uuid: z.uuid(R.invalidFormat),
  prompt: z.string(R.required).max(Limits.prompt, R.tooLong),
});
export type PromptUpdateBody = z.input<typeof promptUpdateBody>;

export const robotFavoriteBody = z.object({
  uuid: z.uuid(R.invalidFormat),
  favorite: z.boolean(R.invalidValue),
});
export type RobotFavoriteBody = z.input<typeof robotFavoriteBody>;

export const robotFavoriteResult = z.object({
  favorite: z.boolean(),
  favoriteCount: z.number().int(),
});
export type RobotFavoriteResult = z.infer<typeof robotFavoriteResult>;

export const robotApi = {
  newOrUpdate: endpoint({
    method: 'POST',
    path: '/api/robot/new_or_update',
    body: robotFormBody,
    data: z.object({ uuid: z.string() }),
    // 201 on create; the server answers 200 for an edit.
    successCode: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/robot/get/{uuid}',
    params: robotUuidParams,
    data: robotDetail,
  }),
  detailSimple: endpoint({
    method: 'GET',
    path: '/api/robot/detail/simple/{uuid}',
    params: robotUuidParams,
    data: robotCard,
  }),
  promptGet: endpoint({
    method: 'GET',
    path: '/api/robot/prompt/get/{uuid}',
    params: robotUuidParams,
    data: z.object({ prompt: z.string() }),
  }),
  promptUpdate: endpoint({
    method: 'POST',
    path: '/api/robot/prompt/update',
    body: promptUpdateBody,
    data: z.null(),
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/robot/delete/{uuid}',
    params: robotUuidParams,
    data: z.null(),
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/robot/search',
    query: robotSearchQuery,
    data: listOf(robotCard),
  }),
  hot: endpoint({
    method: 'GET',
    path: '/api/robot/hot/get',
    query: publicPaging,
    data: listOf(robotCard),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/robot/mine',
    query: robotMineQuery,
    data: listOf(robotCard),
  }),
  favorite: endpoint({
    method: 'POST',
    path: '/api/robot/favorite',
    body: robotFavoriteBody,
    data: robotFavoriteResult,
  }),
  favoritesGet: endpoint({
    method: 'GET',
    path: '/api/robot/favorites/get',
    query: paging(Limits.list.maxLimit),
    data: listOf(robotCard),
  }),
};
