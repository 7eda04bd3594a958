import {
  adminApi,
  adminModelsApi,
  adviceApi,
  chatApi,
  type AdminModels,
  type ModelInput,
} from '@robot/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createMemoryCounterStore } from '../../lib/counters.ts';
import { callApi } from '../../test/api-client.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { dataOf, eventually, streamChat } from '../chat/chat.test-helpers.ts';
import { adminEnv, createUser, signInAdmin } from '../robots/robots.test-helpers.ts';
import { SEEDED_PROVIDER_ID } from './models.service.ts';

const KEY_A = 'sk-provider-a-very-secret';
const KEY_B = 'sk-provider-b-very-secret';

const modelOf = (
  over: Partial<ModelInput> & Pick<ModelInput, 'id' | 'providerId'>,
): ModelInput => ({
  upstreamModel: `up-${over.id}`,
  labelZh: `模型 ${over.id}`,
  labelEn: `Model ${over.id}`,
  tier: 'standard',
  supportsTools: false,
  contextWindow: 8192,
  creditsPerAnswer: 1,
  enabled: true,
  ...over,
});

async function change(t: TestApp, token: string, body: unknown) {
  return t.raw(adminModelsApi.modelsChange, { token, body });
}

const providerIdOf = (data: AdminModels | null | undefined, name: string): string => {
  const p = data?.providers.find((x) => x.name === name);
  if (!p) throw new Error(`no provider ${name}: ${JSON.stringify(data)}`);
  return p.id;
};

describe(`models in the database (${testDatabaseKind})`, () => {
  let t: TestApp;
  let fakeA: FakeOpenAi;
  let fakeB: FakeOpenAi;
  // the app's clock (sessions too): starts at the real time, moved on instead of sleeping
  let now = Date.now();
  let admin: { token: string };
  let second: FastifyInstance | null = null;

  beforeAll(async () => {
    fakeA = await startFakeOpenAi({ answer: 'from A' });
    fakeB = await startFakeOpenAi({ answer: 'from B' });
    t = await createTestApp(
      { ...adminEnv, SETTINGS_POLL_MS: '100', MODEL_DEGRADED_SECONDS: '60' },
      { now: () => now },
    );
    admin = await signInAdmin(t);
    // Premium models need the permission (per-user limits): here every user has it.
    const config = await t.api(adminApi.config, { token: admin.token });
    const granted = await t.api(adminApi.configChange, {
      token: admin.token,
      body: { defaultLimits: { ...config.data!.defaultLimits, premium: true } },
    });
    expect(granted.body.code).toBe(200);
  });
  afterEach(async () => {
    fakeA.setMode('ok');
    fakeB.setMode('ok');
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
    await fakeA.close();
    await fakeB.close();
  });

  it('answers 10401 to visitors and 10403 to users, on both calls', async () => {
    const user = await createUser(t);
    expect((await t.raw(adminModelsApi.models)).body.code).toBe(10401);
    expect((await t.raw(adminModelsApi.models, { token: user.token })).body.code).toBe(10403);
    const body = { action: 'deleteModel', id: 'x' };
    expect((await t.raw(adminModelsApi.modelsChange, { body })).body.code).toBe(10401);
    expect((await t.raw(adminModelsApi.modelsChange, { body, token: user.token })).body.code).toBe(
      10403,
    );
  });

  it('starts with no model: the offline responder answers', async () => {
    const list = await t.api(adminModelsApi.models, { token: admin.token });
    expect(list.data).toMatchObject({ providers: [], models: [] });
    expect((await t.api(chatApi.models)).data?.offline).toBe(true);
  });

  it('adds providers and models at run time; the very next chat uses them; keys never leave', async () => {
    const savedA = await change(t, admin.token, {
      action: 'saveProvider',
      provider: { name: 'A', baseUrl: fakeA.baseURL, apiKey: KEY_A, enabled: true },
    });
    expect(savedA.body.code).toBe(200);
    const a = providerIdOf(savedA.body.data as AdminModels, 'A');
    expect(JSON.stringify(savedA.body)).not.toContain(KEY_A);
    expect((savedA.body.data as AdminModels).providers[0]).toMatchObject({ apiKeySet: true });

    expect(
      (
        await change(t, admin.token, {
          action: 'saveModel',
          model: modelOf({ id: 'alpha', providerId: a }),
        })
      ).body.code,
    ).toBe(200);

    const user = await createUser(t);
    const r1 = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'Hi',
    });
    expect(
      r1.events
        .filter((e) => e.event === 'delta')
        .map((e) => dataOf(e, 'delta').content)
        .join(''),
    ).toBe('from A');
    expect(fakeA.requests.at(-1)?.body.model).toBe('up-alpha');
    expect(fakeA.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY_A}`);

    const savedB = await change(t, admin.token, {
      action: 'saveProvider',
      provider: { name: 'B', baseUrl: fakeB.baseURL, apiKey: KEY_B, enabled: true },
    });
    const b = providerIdOf(savedB.body.data as AdminModels, 'B');
    await change(t, admin.token, {
      action: 'saveModel',
      model: modelOf({
        id: 'beta',
        providerId: b,
        tier: 'premium',
        supportsTools: true,
        creditsPerAnswer: 3,
      }),
    });
    const r2 = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'Hi B',
      model: 'beta',
    });
    expect(dataOf(r2.events[0], 'meta').model).toBe('beta');
    expect(fakeB.requests.at(-1)?.body.model).toBe('up-beta');
    expect(fakeB.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY_B}`);

    // the chat's list, in the caller's language
    const en = await t.api(chatApi.models, { headers: { 'x-language': 'en-US' } });
    expect(en.data?.models.map((m) => [m.id, m.label, m.tier, m.creditsPerAnswer])).toEqual([
      ['alpha', 'Model alpha', 'standard', 1],
      ['beta', 'Model beta', 'premium', 3],
    ]);
    expect(en.data).toMatchObject({ defaultModel: 'alpha', offline: false });
    const zh = await t.api(chatApi.models, { headers: { 'accept-language': 'zh-CN' } });
    expect(zh.data?.models[0]?.label).toBe('模型 alpha');

    // the admin default answers a chat that names no model
    expect((await change(t, admin.token, { action: 'setDefaults', chat: 'beta' })).body.code).toBe(
      200,
    );
    const r3 = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'Default?',
    });
    expect(dataOf(r3.events[0], 'meta').model).toBe('beta');

    // AI writing asks the default writing model (the request's own model is not one on offer)
    await change(t, admin.token, { action: 'setDefaults', writing: 'alpha' });
    // ... and the models list names it, so the web's AI writing sends it as the spec's `model`
    expect((await t.api(chatApi.models, { token: user.token })).data?.writingModel).toBe('alpha');
    const advice = await t.api(adviceApi.robotName, {
      body: { message: 'Robot name: Tea Guide', userUUID: user.uuid, model: 'gpt-3.5-turbo' },
      token: user.token,
    });
    expect(advice.status).toBe(200);
    expect(fakeA.requests.at(-1)?.body.model).toBe('up-alpha');

    // a disabled model is refused
    await change(t, admin.token, {
      action: 'saveModel',
      model: modelOf({ id: 'alpha', providerId: a, enabled: false }),
    });
    const r4 = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'Alpha?',
      model: 'alpha',
    });
    expect(r4.body).toMatchObject({
      code: 10400,
      msg: 'errors.invalidConversationInfo',
      data: { fields: { model: expect.any(String) } },
    });
    await change(t, admin.token, {
      action: 'saveModel',
      model: modelOf({ id: 'alpha', providerId: a }),
    });

    // keeping the key: a save without apiKey leaves it set
    const kept = await change(t, admin.token, {
      action: 'saveProvider',
      provider: { id: a, name: 'A', baseUrl: fakeA.baseURL, enabled: true },
    });
    expect((kept.body.data as AdminModels).providers.find((p) => p.id === a)?.apiKeySet).toBe(true);

    // never in the clear: not in the table, not in the audit log
    const rows = await t.database.db.selectFrom('model_providers').selectAll().execute();
    for (const row of rows) {
      expect(row.api_key_enc).toMatch(/^v1\./);
      expect(row.api_key_enc).not.toContain('very-secret');
    }
    const audit = await t.database.db.selectFrom('audit_log').selectAll().execute();
    expect(audit.map((r) => r.action)).toEqual(
      expect.arrayContaining(['models.saveProvider', 'models.saveModel', 'models.setDefaults']),
    );
    const auditText = JSON.stringify(audit);
    expect(auditText).not.toContain('very-secret');
    expect(auditText).not.toContain('v1.');
    const provider = audit.find((r) => r.action === 'models.saveProvider');
    expect(JSON.parse(provider!.after!)).toMatchObject({ name: 'A', apiKeySet: true });
    const everything = await t.api(adminModelsApi.models, { token: admin.token });
    expect(JSON.stringify(everything.body)).not.toContain('very-secret');
  });

  it('refuses what does not fit: 10404, 10409, 10400', async () => {
    const list = (await t.api(adminModelsApi.models, { token: admin.token })).data!;
    const a = providerIdOf(list, 'A');
    const b = providerIdOf(list, 'B');
    const missing = '11111111-1111-4111-8111-111111111111';
    const expectCode = async (body: unknown, code: number, msg: string) =>
      expect((await change(t, admin.token, body)).body).toMatchObject({ code, msg });
    await expectCode({ action: 'deleteProvider', id: a }, 10409, 'errors.providerInUse');
    await expectCode({ action: 'deleteProvider', id: missing }, 10404, 'errors.providerNotFound');
    await expectCode(
      {
        action: 'saveProvider',
        provider: { id: missing, name: 'X', baseUrl: 'http://x.test', enabled: true },
      },
      10404,
      'errors.providerNotFound',
    );
    await expectCode(
      { action: 'saveModel', model: modelOf({ id: 'gamma', providerId: missing }) },
      10404,
      'errors.providerNotFound',
    );
    // an id names one model of one provider: it does not move to another
    await expectCode(
      { action: 'saveModel', model: modelOf({ id: 'alpha', providerId: b }) },
      10409,
      'errors.modelExists',
    );
    await expectCode({ action: 'deleteModel', id: 'nope' }, 10404, 'errors.modelNotFound');
    await expectCode({ action: 'setDefaults', chat: 'nope' }, 10400, 'errors.invalidInput');
    await expectCode({ action: 'setDefaults' }, 10400, 'errors.invalidInput');

    // a provider without models goes
    const saved = await change(t, admin.token, {
      action: 'saveProvider',
      provider: { name: 'Empty', baseUrl: 'http://127.0.0.1:9/v1', apiKey: null, enabled: false },
    });
    const empty = providerIdOf(saved.body.data as AdminModels, 'Empty');
    const after = await change(t, admin.token, { action: 'deleteProvider', id: empty });
    expect((after.body.data as AdminModels).providers.map((p) => p.name)).toEqual(['A', 'B']);
  });

  it('a failing model is degraded for MODEL_DEGRADED_SECONDS, and the error event says so', async () => {
    const user = await createUser(t);
    fakeB.setMode('http500');
    const r = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'Fail',
      model: 'beta',
    });
    expect(r.events.at(-1)).toEqual({
      event: 'error',
      data: { code: 10502, msg: 'errors.upstreamFailed', degraded: true },
    });
    const models = (await t.api(chatApi.models)).data!.models;
    expect(models.find((m) => m.id === 'beta')?.degraded).toBe(true);
    expect(models.find((m) => m.id === 'alpha')?.degraded).toBe(false);
    const health = (await t.api(adminModelsApi.models, { token: admin.token })).data!.models.find(
      (m) => m.id === 'beta',
    )!.health;
    expect(health).toMatchObject({
      degraded: true,
      errors: 1,
      lastError: 'model server answered HTTP 500',
    });
    expect(health.calls).toBeGreaterThanOrEqual(2);

    now += 61_000;
    const later = (await t.api(chatApi.models)).data!.models;
    expect(later.find((m) => m.id === 'beta')?.degraded).toBe(false);
  });

  it('a second instance on the same database sees a change after the settings poll', async () => {
    second = await buildApp(t.config, {
      database: t.database,
      counters: createMemoryCounterStore(),
    });
    await second.ready();
    const listed = async () =>
      (await callApi(second!, chatApi.models)).data?.models.map((m) => m.id) ?? [];
    expect(await listed()).toEqual(['alpha', 'beta']);
    const res = await t.api(adminModelsApi.models, { token: admin.token });
    if (!res.data) throw new Error(JSON.stringify(res.body));
    const a = providerIdOf(res.data, 'A');
    await change(t, admin.token, {
      action: 'saveModel',
      model: modelOf({ id: 'delta', providerId: a }),
    });
    await eventually(async () => ((await listed()).includes('delta') ? true : undefined));
    await change(t, admin.token, { action: 'deleteModel', id: 'delta' });
    await eventually(async () => ((await listed()).includes('delta') ? undefined : true));
  });
});

describe(`OPENAI_* seed the first provider (${testDatabaseKind})`, () => {
  it('seeds once on an empty table; the key is stored encrypted', async () => {
    const fake = await startFakeOpenAi({ answer: 'seeded' });
    const t = await createTestApp({
      ...adminEnv,
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_API_KEY: 'sk-env-very-secret',
      OPENAI_MODEL: 'env-model',
    });
    try {
      const admin = await signInAdmin(t);
      const list = (await t.api(adminModelsApi.models, { token: admin.token })).data!;
      expect(list.providers).toMatchObject([
        { id: SEEDED_PROVIDER_ID, apiKeySet: true, enabled: true },
      ]);
      expect(list.models).toMatchObject([
        {
          id: 'env-model',
          upstreamModel: 'env-model',
          providerId: SEEDED_PROVIDER_ID,
          enabled: true,
        },
      ]);
      const row = await t.database.db
        .selectFrom('model_providers')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(row.api_key_enc).not.toContain('very-secret');
      const user = await createUser(t);
      await streamChat(t, user.token, { conversationId: 'new_conversation', message: 'Hi' });
      expect(fake.requests.at(-1)?.headers.authorization).toBe('Bearer sk-env-very-secret');

      // a restart on the same database seeds nothing more
      const again = await buildApp(t.config, {
        database: t.database,
        counters: createMemoryCounterStore(),
      });
      await again.ready();
      await again.close();
      const count = await t.database.db.selectFrom('model_providers').select('id').execute();
      expect(count).toHaveLength(1);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
