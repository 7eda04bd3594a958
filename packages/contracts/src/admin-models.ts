import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { FieldReason } from './errors.ts';
import { modelTier } from './limits-and-usage.ts';

const R = FieldReason;

export const ModelLimits = {
  providerName: 60,
  baseUrl: 500,
  apiKey: 500,
  modelId: 100,
  label: 60,
  contextWindow: 10_000_000,
  creditsPerAnswer: 10_000,
} as const;

/** Public model ids: what the chat sends as `model` (letters, digits, . _ - : /). */
export const modelIdSchema = z
  .string(R.required)
  .trim()
  .min(1, R.required)
  .max(ModelLimits.modelId, R.tooLong)
  .regex(/^[A-Za-z0-9._:/-]+$/, R.invalidFormat);

const httpUrl = z
  .string(R.required)
  .trim()
  .max(ModelLimits.baseUrl, R.tooLong)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), R.invalidFormat);

/** A model's recent record on this instance (window: the last 15 minutes). */
export const modelHealth = z.object({
  /** failed recently (connect error, 5xx, timeout): chats are told so until `degradedUntil` */
  degraded: z.boolean(),
  degradedUntil: z.string().nullable(),
  calls: z.number().int(),
  errors: z.number().int(),
  /** 0..1; 0 when there were no calls */
  errorRate: z.number(),
  /** time to first token, ms; null without calls */
  latencyP50Ms: z.number().nullable(),
  latencyP95Ms: z.number().nullable(),
  lastError: z.string().nullable(),
});
export type ModelHealth = z.infer<typeof modelHealth>;

export const adminProvider = z.object({
  id: z.string(),
  name: z.string(),
  baseUrl: z.string(),
  /** the key itself never leaves the server */
  apiKeySet: z.boolean(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProvider = z.infer<typeof adminProvider>;

export const adminModel = z.object({
  /** the public id the chat sends */
  id: z.string(),
  providerId: z.string(),
  /** the name the provider knows it by */
  upstreamModel: z.string(),
  labelZh: z.string(),
  labelEn: z.string(),
  tier: modelTier,
  supportsTools: z.boolean(),
  contextWindow: z.number().int(),
  creditsPerAnswer: z.number().int(),
  enabled: z.boolean(),
  sort: z.number().int(),
  health: modelHealth,
});
export type AdminModel = z.infer<typeof adminModel>;

export const adminModels = z.object({
  providers: z.array(adminProvider),
  models: z.array(adminModel),
  defaultChatModel: z.string().nullable(),
  defaultWritingModel: z.string().nullable(),
});
export type AdminModels = z.infer<typeof adminModels>;

const label = z.string(R.required).trim().min(1, R.required).max(ModelLimits.label, R.tooLong);

export const providerInput = z.object({
  /** absent: a new provider */
  id: z.uuid(R.invalidFormat).optional(),
  name: label,
  baseUrl: httpUrl,
  /** absent: keep the stored key; '' or null: remove it (keyless local servers) */
  apiKey: z.string(R.invalidValue).max(ModelLimits.apiKey, R.tooLong).nullable().optional(),
  enabled: z.boolean(R.invalidValue),
});
export type ProviderInput = z.input<typeof providerInput>;

export const modelInput = z.object({
  id: modelIdSchema,
  providerId: z.uuid(R.invalidFormat),
  upstreamModel: z.string(R.required).trim().min(1, R.required).max(ModelLimits.modelId, R.tooLong),
  labelZh: label,
  labelEn: label,
  tier: modelTier,
  supportsTools: z.boolean(R.invalidValue),
  contextWindow: z
    .number(R.invalidValue)
    .int(R.invalidValue)
    .min(1, R.invalidValue)
    .max(ModelLimits.contextWindow, R.invalidValue),
  creditsPerAnswer: z
    .number(R.invalidValue)
    .int(R.invalidValue)
    .min(0, R.invalidValue)
    .max(ModelLimits.creditsPerAnswer, R.invalidValue),
  enabled: z.boolean(R.invalidValue),
  sort: z.number(R.invalidValue).int(R.invalidValue).min(0).max(10_000).default(0),
});
export type ModelInput = z.input<typeof modelInput>;

/** POST /api/admin/models: one change per call; answers the whole list as GET does. */
export const adminModelsChange = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('saveProvider'), provider: providerInput }),
    z.object({ action: z.literal('deleteProvider'), id: z.uuid(R.invalidFormat) }),
    z.object({ action: z.literal('saveModel'), model: modelInput }),
    z.object({ action: z.literal('deleteModel'), id: modelIdSchema }),
    z.object({
      action: z.literal('setDefaults'),
      chat: modelIdSchema.optional(),
      writing: modelIdSchema.optional(),
    }),
  ],
  R.invalidValue,
);
export type AdminModelsChange = z.input<typeof adminModelsChange>;

/** The built-in plugins (function calling). */
export const pluginId = z.enum(
  ['calculator', 'datetime', 'robotSearch', 'myKnowledge'],
  R.invalidValue,
);
export type PluginId = z.infer<typeof pluginId>;

export const adminPlugin = z.object({
  id: pluginId,
  enabled: z.boolean(),
  /** tool calls in the last 24 hours on this server, and how many failed */
  calls24h: z.number().int(),
  errors24h: z.number().int(),
});
export type AdminPlugin = z.infer<typeof adminPlugin>;

export const adminPluginsChange = z.object({ id: pluginId, enabled: z.boolean(R.invalidValue) });

export const adminModelsApi = {
  models: endpoint({ method: 'GET', path: '/api/admin/models', data: adminModels }),
  modelsChange: endpoint({
    method: 'POST',
    path: '/api/admin/models',
    body: adminModelsChange,
    data: adminModels,
  }),
  plugins: endpoint({
    method: 'GET',
    path: '/api/admin/plugins',
    data: z.object({ list: z.array(adminPlugin) }),
  }),
  pluginsChange: endpoint({
    method: 'POST',
    path: '/api/admin/plugins',
    body: adminPluginsChange,
    data: z.object({ list: z.array(adminPlugin) }),
  }),
};
