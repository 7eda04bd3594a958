import { z } from 'zod';
import { conversationDetail } from './chat.ts';
import { endpoint } from './endpoint.ts';
import { listOf, paging } from './envelope.ts';
import { FieldReason } from './errors.ts';
import { Limits } from './limits.ts';
import { userLimits, userLimitsPatch } from './limits-and-usage.ts';
import { userRole } from './users.ts';
import {
  adminConfig,
  adminConfigChange,
  adminLogEntry,
  adminLogsQuery,
  adminPerson,
  adminRequirement,
  adminRequirementsQuery,
  adminRequirementUpdate,
  AdminOpsLimits,
} from './admin-ops.ts';

const R = FieldReason;

export const AdminLimits = {
  keyword: 100,
  grantAmount: 1_000_000,
  grantReason: 200,
  ...AdminOpsLimits,
} as const;

const optionalQuery = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());
const keyword = optionalQuery(z.string().trim().max(AdminLimits.keyword, R.tooLong));
const uuid = z.uuid(R.invalidFormat);

// ---- stats -------------------------------------------------------------------------------------

export const adminDay = z.object({
  /** YYYY-MM-DD, UTC */
  date: z.string(),
  newUsers: z.number().int(),
  conversations: z.number().int(),
  answers: z.number().int(),
  tokens: z.number().int(),
  errors: z.number().int(),
});
export const adminStats = z.object({
  /** distinct users with a request in the window */
  active: z.object({ m5: z.number().int(), h1: z.number().int(), d1: z.number().int() }),
  /** the last 30 days, oldest first, every day present */
  days: z.array(adminDay),
  /** answers and tokens per model, last 30 days */
  byModel: z.array(
    z.object({ model: z.string(), answers: z.number().int(), tokens: z.number().int() }),
  ),
  totals: z.object({
    users: z.number().int(),
    robots: z.number().int(),
    conversations: z.number().int(),
    aitools: z.number().int(),
    articles: z.number().int(),
    xky: z.number().int(),
  }),
});
export type AdminStats = z.infer<typeof adminStats>;

// ---- users -------------------------------------------------------------------------------------

export const adminUserSummary = z.object({
  uuid: z.string(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  role: userRole,
  disabled: z.boolean(),
  createdAt: z.string(),
  /** the latest use of any of their sessions */
  lastActiveAt: z.string().nullable(),
  credits: z.number().int(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummary>;

export const adminUsersQuery = paging(Limits.list.maxLimit).extend({ keyword });

export const adminUserDetail = z.object({
  user: adminUserSummary,
  limits: z.object({
    /** only what is set for this user */
    overrides: userLimitsPatch,
    /** what applies: the defaults with the overrides on top */
    effective: userLimits,
  }),
  usage: z.object({
    conversations: z.number().int(),
    asksToday: z.number().int(),
    premiumAsks3h: z.number().int(),
    answers30d: z.number().int(),
    tokens30d: z.number().int(),
  }),
  conversations: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      currentModel: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
  robots: z.array(
    z.object({ uuid: z.string(), name: z.string(), public: z.boolean(), hidden: z.boolean() }),
  ),
  credits: z.array(
    z.object({ delta: z.number().int(), reason: z.string(), createdAt: z.string() }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const adminUserUpdate = z.object({
  uuid,
  /** true: every session of theirs ends at once and they cannot sign in */
  disabled: z.boolean(R.invalidValue).optional(),
  role: userRole.optional(),
  limits: userLimitsPatch.optional(),
});
export type AdminUserUpdate = z.input<typeof adminUserUpdate>;

export const adminCreditsGrant = z.object({
  uuid,
  /** negative takes credits back (never below 0) */
  amount: z
    .number(R.invalidValue)
    .int(R.invalidValue)
    .min(-AdminLimits.grantAmount, R.invalidValue)
    .max(AdminLimits.grantAmount, R.invalidValue)
    .refine((v) => v !== 0, R.invalidValue),
  reason: z.string(R.required).trim().min(1, R.required).max(AdminLimits.grantReason, R.tooLong),
});
export type AdminCreditsGrant = z.input<typeof adminCreditsGrant>;

// ---- conversations ---------------------------------------------------------------------------

export const adminConversationsQuery = paging(Limits.list.maxLimit).extend({
  keyword,
  userUUID: optionalQuery(uuid),
});
export const adminConversationSummary = z.object({
  id: z.string(),
  title: z.string(),
  user: adminPerson,
  robot: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  currentModel: z.string().nullable(),
  messages: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminConversationSummary = z.infer<typeof adminConversationSummary>;
export const adminConversation = conversationDetail.extend({ user: adminPerson });
export type AdminConversation = z.infer<typeof adminConversation>;

// ---- content ---------------------------------------------------------------------------------

export const contentKind = z.enum(['robot', 'aitool', 'article', 'xky'], R.invalidValue);
export type ContentKind = z.infer<typeof contentKind>;

export const adminContentQuery = paging(Limits.list.maxLimit).extend({
  kind: contentKind,
  keyword,
  /** only hidden ones */
  hidden: optionalQuery(z.enum(['true', 'false']).transform((v) => v === 'true')),
});
export const adminContentItem = z.object({
  kind: contentKind,
  uuid: z.string(),
  title: z.string(),
  image: z.string(),
  owner: adminPerson,
  /** robots: private ones are not public */
  public: z.boolean(),
  hidden: z.boolean(),
  featured: z.boolean(),
  views: z.number().int(),
  favorites: z.number().int(),
  createdAt: z.string(),
});
export type AdminContentItem = z.infer<typeof adminContentItem>;
export const adminContentUpdate = z.object({
  kind: contentKind,
  uuid,
  hidden: z.boolean(R.invalidValue).optional(),
  featured: z.boolean(R.invalidValue).optional(),
});
export const adminContentDelete = z.object({ kind: contentKind, uuid });

const idParams = z.object({ id: uuid });

export const adminApi = {
  stats: endpoint({ method: 'GET', path: '/api/admin/stats', data: adminStats }),
  users: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    query: adminUsersQuery,
    data: listOf(adminUserSummary),
  }),
  user: endpoint({
    method: 'GET',
    path: '/api/admin/user/{uuid}',
    params: z.object({ uuid }),
    data: adminUserDetail,
  }),
  userUpdate: endpoint({
    method: 'POST',
    path: '/api/admin/user/update',
    body: adminUserUpdate,
    data: adminUserDetail,
  }),
  creditsGrant: endpoint({
    method: 'POST',
    path: '/api/admin/credits/grant',
    body: adminCreditsGrant,
    data: z.object({ balance: z.number().int() }),
  }),
  conversations: endpoint({
    method: 'GET',
    path: '/api/admin/conversations',
    query: adminConversationsQuery,
    data: listOf(adminConversationSummary),
  }),
  conversation: endpoint({
    method: 'GET',
    path: '/api/admin/conversation/{id}',
    params: idParams,
    data: adminConversation,
  }),
  conversationDelete: endpoint({
    method: 'POST',
    path: '/api/admin/conversation/delete',
    body: idParams,
    data: z.null(),
  }),
  content: endpoint({
    method: 'GET',
    path: '/api/admin/content',
    query: adminContentQuery,
    data: listOf(adminContentItem),
  }),
  contentUpdate: endpoint({
    method: 'POST',
    path: '/api/admin/content/update',
    body: adminContentUpdate,
    data: adminContentItem,
  }),
  contentDelete: endpoint({
    method: 'POST',
    path: '/api/admin/content/delete',
    body: adminContentDelete,
    data: z.null(),
  }),
  requirements: endpoint({
    method: 'GET',
    path: '/api/admin/requirements',
    query: adminRequirementsQuery,
    data: listOf(adminRequirement),
  }),
  requirementUpdate: endpoint({
    method: 'POST',
    path: '/api/admin/requirement/update',
    body: adminRequirementUpdate,
    data: adminRequirement,
  }),
  logs: endpoint({
    method: 'GET',
    path: '/api/admin/logs',
    query: adminLogsQuery,
    data: listOf(adminLogEntry),
  }),
  config: endpoint({ method: 'GET', path: '/api/admin/config', data: adminConfig }),
  configChange: endpoint({
    method: 'POST',
    path: '/api/admin/config',
    body: adminConfigChange,
    data: adminConfig,
  }),
};
