import { z } from 'zod';
import { FieldReason } from './errors.ts';
import { Limits } from './limits.ts';
import { paging } from './envelope.ts';
import { userLimits } from './limits-and-usage.ts';
import { contactStatus } from './users.ts';

// The admin area's operations shapes: requirements inbox, logs and config (admin.ts has the calls).

const R = FieldReason;

export const AdminOpsLimits = {
  replyNote: 2000,
  assistantPrompt: 4000,
  announcement: 500,
  creditsGrant: 1_000_000,
  creditsPrice: 10_000,
} as const;

const optionalQuery = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());
const uuid = z.uuid(R.invalidFormat);

/** Someone named in an admin list. */
export const adminPerson = z.object({
  uuid: z.string(),
  username: z.string(),
  nickname: z.string(),
});

// ---- requirements inbox --------------------------------------------------------------------

/** The inbox's status of a request: the same one its sender sees (users.ts). */
export const requirementStatus = contactStatus;
export const adminRequirementsQuery = paging(Limits.list.maxLimit).extend({
  status: optionalQuery(requirementStatus),
  type: optionalQuery(z.enum(['message', 'cooperation'], R.invalidValue)),
});
export const adminRequirement = z.object({
  id: z.string(),
  type: z.enum(['message', 'cooperation']),
  name: z.string(),
  requirement: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  companyName: z.string().nullable(),
  user: adminPerson.nullable(),
  status: requirementStatus,
  replyNote: z.string(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminRequirement = z.infer<typeof adminRequirement>;
export const adminRequirementUpdate = z.object({
  id: uuid,
  status: requirementStatus,
  replyNote: z.string(R.invalidValue).trim().max(AdminOpsLimits.replyNote, R.tooLong).default(''),
});

// ---- logs ------------------------------------------------------------------------------------

export const logType = z.enum(['client', 'server', 'audit'], R.invalidValue);
export const adminLogsQuery = paging(Limits.list.maxLimit).extend({ type: logType });
export const adminLogEntry = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('client'),
    id: z.string(),
    code: z.string(),
    message: z.string(),
    deviceInfo: z.string(),
    ip: z.string().nullable(),
    user: adminPerson.nullable(),
    createdAt: z.string(),
  }),
  z.object({
    type: z.literal('server'),
    id: z.string(),
    requestId: z.string(),
    method: z.string(),
    url: z.string(),
    status: z.number().int(),
    code: z.number().int(),
    message: z.string(),
    user: adminPerson.nullable(),
    createdAt: z.string(),
  }),
  z.object({
    type: z.literal('audit'),
    id: z.string(),
    actor: adminPerson,
    /** e.g. user.update, credits.grant, content.update, models.saveModel, config.update */
    action: z.string(),
    targetKind: z.string(),
    targetId: z.string().nullable(),
    /** JSON of what changed, before and after (secrets never recorded) */
    before: z.string().nullable(),
    after: z.string().nullable(),
    ip: z.string().nullable(),
    createdAt: z.string(),
  }),
]);
export type AdminLogEntry = z.infer<typeof adminLogEntry>;

// ---- config ----------------------------------------------------------------------------------

export const adminConfig = z.object({
  defaultChatModel: z.string().nullable(),
  defaultWritingModel: z.string().nullable(),
  assistantPrompt: z.string().max(AdminOpsLimits.assistantPrompt, R.tooLong),
  creditsNewUserGrant: z.number().int().min(0).max(AdminOpsLimits.creditsGrant),
  /** what an answer costs when its model does not say */
  creditsPerAnswer: z.number().int().min(0).max(AdminOpsLimits.creditsPrice),
  registrationOpen: z.boolean(),
  announcement: z.object({
    enabled: z.boolean(),
    zh: z.string().max(AdminOpsLimits.announcement, R.tooLong),
    en: z.string().max(AdminOpsLimits.announcement, R.tooLong),
  }),
  defaultLimits: userLimits,
  /** IANA zone for time slots and daily counts */
  limitsTimeZone: z.string().max(64),
  /** settings version, bumped by every change; instances reload when it moves */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type AdminConfig = z.infer<typeof adminConfig>;

/** Any part of the config; the rest is kept. */
export const adminConfigChange = z
  .object({
    defaultChatModel: z.string().max(100).nullable(),
    defaultWritingModel: z.string().max(100).nullable(),
    assistantPrompt: z
      .string(R.invalidValue)
      .trim()
      .min(1, R.required)
      .max(AdminOpsLimits.assistantPrompt, R.tooLong),
    creditsNewUserGrant: z
      .number(R.invalidValue)
      .int(R.invalidValue)
      .min(0, R.invalidValue)
      .max(AdminOpsLimits.creditsGrant, R.invalidValue),
    creditsPerAnswer: z
      .number(R.invalidValue)
      .int(R.invalidValue)
      .min(0, R.invalidValue)
      .max(AdminOpsLimits.creditsPrice, R.invalidValue),
    registrationOpen: z.boolean(R.invalidValue),
    announcement: z.object({
      enabled: z.boolean(R.invalidValue),
      zh: z.string(R.invalidValue).trim().max(AdminOpsLimits.announcement, R.tooLong),
      en: z.string(R.invalidValue).trim().max(AdminOpsLimits.announcement, R.tooLong),
    }),
    defaultLimits: userLimits,
    limitsTimeZone: z.string(R.invalidValue).max(64, R.tooLong),
  })
  .partial()
  .strict();
export type AdminConfigChange = z.input<typeof adminConfigChange>;
