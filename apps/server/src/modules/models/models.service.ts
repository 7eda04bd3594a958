import {
  FieldReason,
  modelIdSchema,
  type AdminModel,
  type AdminModels,
  type AdminProvider,
  type adminModelsChange,
} from '@robot/contracts';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Caller } from '../../lib/router.ts';
import { nowIso } from '../../lib/time.ts';
import type { AuditLog } from '../admin/audit-log.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { ModelHealthBook } from './model-health.ts';
import type { ModelRegistry } from './model-registry.ts';
import type { ModelRow, ModelsRepository, ProviderRow } from './models.repository.ts';
import type { SecretBox } from './secret-box.ts';

export type ModelsChange = z.output<typeof adminModelsChange>;

/** The provider seeded from OPENAI_*: a fixed id, so instances starting together seed it once. */
export const SEEDED_PROVIDER_ID = '00000000-0000-4000-8000-000000000001';
const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_MODEL = 'gpt-4o-mini';

export interface ModelsServiceDeps {
  repo: ModelsRepository;
  box: SecretBox;
  registry: Pick<ModelRegistry, 'reload'>;
  health: ModelHealthBook;
  settings: Pick<SettingsService, 'current' | 'update' | 'bump'>;
  audit: AuditLog;
  config: Pick<
    Config,
    'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'CREDITS_PER_ANSWER'
  >;
  log: { info(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
}

/** A provider as the admin (and the audit log) sees it: whether a key is set, never the key. */
export const providerView = (p: ProviderRow): AdminProvider => ({
  id: p.id,
  name: p.name,
  baseUrl: p.base_url,
  apiKeySet: p.api_key_enc !== null,
  enabled: p.enabled === 1,
  createdAt: p.created_at,
  updatedAt: p.updated_at,
});

const modelFields = (m: ModelRow): Omit<AdminModel, 'health'> => ({
  id: m.id,
  providerId: m.provider_id,
  upstreamModel: m.upstream_model,
  labelZh: m.label_zh,
  labelEn: m.label_en,
  tier: m.tier,
  supportsTools: m.supports_tools === 1,
  contextWindow: m.context_window,
  creditsPerAnswer: m.credits_per_answer,
  enabled: m.enabled === 1,
  sort: m.sort,
});

/** A public model id made from an upstream name (OPENAI_MODEL may hold any character). */
export function publicIdOf(name: string): string {
  if (modelIdSchema.safeParse(name).success) return name.trim();
  const cleaned = name.replace(/[^A-Za-z0-9._:/-]+/g, '-').slice(0, 100);
  return cleaned.replace(/^-+|-+$/g, '') || 'model';
}

/**
 * The admin's side of the models: the list with each model's health on this instance, and one change
 * per call. Every change is written to the audit log (providers with `apiKeySet`, never the key), then
 * the settings version is bumped (every instance reloads its registry) and this instance's registry is
 * rebuilt before answering, so the very next chat sees the change.
 */
export function createModelsService(deps: ModelsServiceDeps) {
  const { repo, box, registry, health, settings, audit, config, log } = deps;

  async function view(): Promise<AdminModels> {
    const [providers, models] = await Promise.all([repo.providers(), repo.models()]);
    const s = settings.current();
    return {
      providers: providers.map(providerView),
      models: models.map((m) => ({ ...modelFields(m), health: health.view(m.id) })),
      defaultChatModel: s.defaultChatModel,
      defaultWritingModel: s.defaultWritingModel,
    };
  }

  function sealKey(key: string, providerId: string): string {
    if (!box.canSeal) {
      throw AppError.invalidFields({ apiKey: FieldReason.invalidValue });
    }
    return box.seal(key, providerId);
  }

  async function changed(): Promise<void> {
    await settings.bump();
    await registry.reload();
  }

  type Action = ModelsChange['action'];
  const record = (
    caller: Caller,
    action: Action,
    kind: string,
    id: string,
    b: unknown,
    a: unknown,
  ) =>
    audit.record(caller, {
      action: `models.${action}`,
      targetKind: kind,
      targetId: id,
      before: b ?? null,
      after: a ?? null,
    });

  async function saveProvider(
    input: Extract<ModelsChange, { action: 'saveProvider' }>['provider'],
    caller: Caller,
  ): Promise<void> {
    const now = nowIso();
    const before = input.id ? await repo.provider(input.id) : undefined;
    if (input.id && !before) throw new AppError('errors.providerNotFound');
    const id = before?.id ?? newId();
    const key = input.apiKey === undefined ? undefined : (input.apiKey ?? '').trim();
    // absent: keep the stored key; empty: none (keyless local servers)
    const apiKeyEnc =
      key === undefined ? (before?.api_key_enc ?? null) : key ? sealKey(key, id) : null;
    const fields = {
      name: input.name,
      base_url: input.baseUrl.replace(/\/+$/, ''),
      api_key_enc: apiKeyEnc,
      enabled: input.enabled ? 1 : 0,
      updated_at: now,
    };
    if (before) await repo.updateProvider(id, fields);
    else await repo.insertProvider({ id, ...fields, created_at: now });
    const after = await repo.provider(id);
    await record(
      caller,
      'saveProvider',
      'modelProvider',
      id,
      before && providerView(before),
      after && providerView(after),
    );
  }

  async function deleteProvider(id: string, caller: Caller): Promise<void> {
    const before = await repo.provider(id);
    if (!before) throw new AppError('errors.providerNotFound');
    if ((await repo.countModelsOf(id)) > 0) throw new AppError('errors.providerInUse');
    await repo.deleteProvider(id);
    await record(caller, 'deleteProvider', 'modelProvider', id, providerView(before), null);
  }

  async function saveModel(
    input: Extract<ModelsChange, { action: 'saveModel' }>['model'],
    caller: Caller,
  ): Promise<void> {
    if (!(await repo.provider(input.providerId))) throw new AppError('errors.providerNotFound');
    const before = await repo.model(input.id);
    // A public id names one model of one provider: moving it would silently change what
    // conversations that name it talk to. Delete it and add it under the other provider instead.
    if (before && before.provider_id !== input.providerId) throw new AppError('errors.modelExists');
    const now = nowIso();
    await repo.upsertModel({
      id: input.id,
      provider_id: input.providerId,
      upstream_model: input.upstreamModel,
      label_zh: input.labelZh,
      label_en: input.labelEn,
      tier: input.tier,
      supports_tools: input.supportsTools ? 1 : 0,
      context_window: input.contextWindow,
      credits_per_answer: input.creditsPerAnswer,
      enabled: input.enabled ? 1 : 0,
      sort: input.sort,
      created_at: before?.created_at ?? now,
      updated_at: now,
    });
    const after = await repo.model(input.id);
    await record(
      caller,
      'saveModel',
      'model',
      input.id,
      before && modelFields(before),
      after && modelFields(after),
    );
  }

  async function deleteModel(id: string, caller: Caller): Promise<void> {
    const before = await repo.model(id);
    if (!before) throw new AppError('errors.modelNotFound');
    await repo.deleteModel(id);
    health.forget(id);
    await record(caller, 'deleteModel', 'model', id, modelFields(before), null);
  }

  async function setDefaults(
    change: Extract<ModelsChange, { action: 'setDefaults' }>,
    caller: Caller,
  ): Promise<void> {
    if (change.chat === undefined && change.writing === undefined) {
      throw AppError.invalidFields({ chat: FieldReason.required });
    }
    for (const [field, id] of [
      ['chat', change.chat],
      ['writing', change.writing],
    ] as const) {
      if (id !== undefined && !(await repo.model(id))) {
        throw AppError.invalidFields({ [field]: FieldReason.invalidValue });
      }
    }
    const { before, after } = await settings.update({
      ...(change.chat !== undefined ? { defaultChatModel: change.chat } : {}),
      ...(change.writing !== undefined ? { defaultWritingModel: change.writing } : {}),
    });
    const pick = (s: typeof before) => ({
      defaultChatModel: s.defaultChatModel,
      defaultWritingModel: s.defaultWritingModel,
    });
    await record(caller, 'setDefaults', 'settings', 'models', pick(before), pick(after));
  }

  return {
    view,

    async change(change: ModelsChange, caller: Caller): Promise<AdminModels> {
      switch (change.action) {
        case 'saveProvider':
          await saveProvider(change.provider, caller);
          break;
        case 'deleteProvider':
          await deleteProvider(change.id, caller);
          break;
        case 'saveModel':
          await saveModel(change.model, caller);
          break;
        case 'deleteModel':
          await deleteModel(change.id, caller);
          break;
        case 'setDefaults':
          // settings.update already moved the version on (every instance re-reads the defaults)
          await setDefaults(change, caller);
          return view();
      }
      await changed();
      return view();
    },

    /**
     * start-up: OPENAI_* seed the first provider and its model while the providers table is empty.
     * Without a key or a base URL nothing is seeded (the offline responder answers). A key in
     * production without MODEL_KEY_SECRET cannot be stored: nothing is seeded, and the log says why.
     */
    async seedFromEnvironment(): Promise<void> {
      const apiKey = config.OPENAI_API_KEY?.trim() ?? '';
      const baseUrl = config.OPENAI_BASE_URL?.trim() ?? '';
      if (!apiKey && !baseUrl) return;
      if ((await repo.countProviders()) > 0) return;
      if (apiKey && !box.canSeal) {
        log.error(
          {},
          'OPENAI_API_KEY is set but MODEL_KEY_SECRET is not: the key cannot be stored encrypted, no model was seeded',
        );
        return;
      }
      const now = nowIso();
      const upstream = config.OPENAI_MODEL?.trim() || DEFAULT_MODEL;
      const url = (baseUrl || DEFAULT_BASE_URL).replace(/\/+$/, '');
      let name = 'OpenAI';
      if (baseUrl) {
        try {
          name = new URL(url).host.slice(0, 60) || name;
        } catch {
          name = 'OpenAI-compatible';
        }
      }
      const label = upstream.slice(0, 60);
      const seeded = await repo.seedFirst(
        {
          id: SEEDED_PROVIDER_ID,
          name,
          base_url: url,
          api_key_enc: apiKey ? box.seal(apiKey, SEEDED_PROVIDER_ID) : null,
          enabled: 1,
          created_at: now,
          updated_at: now,
        },
        {
          id: publicIdOf(upstream),
          provider_id: SEEDED_PROVIDER_ID,
          upstream_model: upstream,
          label_zh: label,
          label_en: label,
          tier: 'standard',
          // OpenAI's own models call tools; whether another server's does, the admin says
          supports_tools: baseUrl ? 0 : 1,
          context_window: 128_000,
          credits_per_answer: config.CREDITS_PER_ANSWER,
          enabled: 1,
          sort: 0,
          created_at: now,
          updated_at: now,
        },
      );
      if (seeded)
        log.info({ provider: name, model: upstream }, 'model provider seeded from OPENAI_*');
    },
  };
}

export type ModelsService = ReturnType<typeof createModelsService>;
